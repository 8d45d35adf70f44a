/** Demo accounts for tests and the README (password Test1234 for all). */
import type { ServiceType, StudyIntentionCode, VipLevel } from '../../src/contract/code-tables.ts';
import type { LockReason } from '../modules/user/user.table.ts';

export const DEMO_PASSWORD = 'Test1234';

/**
 * DEMO_PASSWORD's argon2id hash (the library's default parameters), stored for every demo account: seeding them
 * hashes nothing, so a first boot does not load argon2's native addon (about 11 MB resident) before anyone signs
 * in. tests/server/pg-template.test.ts checks that it verifies DEMO_PASSWORD.
 */
export const DEMO_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$vvfYyWA6nG8ndSsoXyslFA$94GglGyc32xFu9k4//O5+IzLq5bNCDTa/FYPuWLrWV4';

export interface DemoUser {
  mobile: string;
  nameCn: string | null;
  nickname: string | null;
  serviceType: ServiceType | null;
  vipLevel: VipLevel;
  lockReason: LockReason | null;
  profile: {
    studyIntentionType: StudyIntentionCode;
    schoolProvinceCode: string;
    schoolCityCode: string;
    schoolName: string;
    gradeType: string;
    educationSystem: string;
    sex: '1' | '2';
    abroadCountry: string;
  } | null;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    mobile: '13800000001',
    nameCn: '张同学',
    nickname: '小张',
    serviceType: null,
    vipLevel: 'NONE',
    lockReason: null,
    profile: {
      studyIntentionType: '01',
      schoolProvinceCode: '110000',
      schoolCityCode: '110100',
      schoolName: '北京市第四中学',
      gradeType: '02',
      educationSystem: '01',
      sex: '1',
      abroadCountry: 'US',
    },
  },
  {
    mobile: '13800000002',
    nameCn: '李同学',
    nickname: '小李',
    serviceType: 'ADVISOR',
    vipLevel: 'ADVISOR',
    lockReason: null,
    profile: {
      studyIntentionType: '02',
      schoolProvinceCode: '310000',
      schoolCityCode: '310100',
      schoolName: '复旦大学',
      gradeType: '07',
      educationSystem: '07',
      sex: '2',
      abroadCountry: 'GB',
    },
  },
  {
    mobile: '13800000003',
    nameCn: '王同学',
    nickname: null,
    serviceType: 'DIY',
    vipLevel: 'NONE',
    lockReason: 'ADMIN',
    profile: null,
  },
  {
    mobile: '13800000004',
    nameCn: null,
    nickname: null,
    serviceType: null,
    vipLevel: 'NONE',
    lockReason: null,
    profile: null,
  },
  {
    mobile: '13800000005',
    nameCn: '赵同学',
    nickname: '小赵',
    serviceType: 'DIY',
    vipLevel: 'NONE',
    lockReason: null,
    profile: {
      studyIntentionType: '01',
      schoolProvinceCode: '330000',
      schoolCityCode: '330100',
      schoolName: '杭州第二中学',
      gradeType: '03',
      educationSystem: '03',
      sex: '2',
      abroadCountry: 'CA',
    },
  },
];
