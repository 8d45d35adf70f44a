import type { CurrentUser } from '@/contract/user';

export const student: CurrentUser = {
  id: 'u-1001',
  mobile: '13812345678',
  nameCn: '李明轩',
  nickname: '明轩',
  headportraitPreviewUrl: null,
  serviceType: 'DIY',
  vipLevel: 'NONE',
  role: 'USER',
};

export const otherStudent: CurrentUser = {
  ...student,
  id: 'u-2002',
  mobile: '13987654321',
  nameCn: '王雨桐',
  nickname: null,
};
