import { describe, expect, it } from 'vitest';

import { publicDisplayName } from '../../server/modules/user/user.mappers.ts';

describe('the name shown in 留学圈 and 留学问答', () => {
  it('is the nickname, never the real name: without a nickname only its first character as 张同学', () => {
    expect(publicDisplayName({ nickname: ' 小赵 ', nameCn: '赵小明', mobile: '13800000005' })).toBe('小赵');
    expect(publicDisplayName({ nickname: '', nameCn: '赵小明', mobile: '13800000005' })).toBe('赵同学');
    expect(publicDisplayName({ nickname: null, nameCn: null, mobile: '13800000004' })).toBe('138****0004');
  });
});
