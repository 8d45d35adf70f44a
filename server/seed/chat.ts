/**
 * Chat seed data (the model: src/contract/chat.ts). The platform customer-service account is reference data
 * (在线客服 needs it in every database); the rest is demo data, seeded with the demo accounts, its names saying
 * so: two demo organizations with a service account each, four staff members who sign in on the same login
 * page with password Test1234 (README), a short conversation of demo student 13800000001 with the platform,
 * two notices for him and an unread task for 13800000002.
 *
 * Service accounts are users rows that cannot sign in: no password, and a `mobile` that is no phone number.
 */
import type { ChatAccountKind, StaffRole } from '../../src/contract/chat.ts';
import { NOTICE_TYPE, type NoticeType } from '../../src/contract/code-tables.ts';

export interface ServiceAccountSeed {
  /** Not a phone number: the row cannot sign in by sms, and has no password. */
  mobile: string;
  nameCn: string;
  nickname: string;
}

export const PLATFORM_ACCOUNT: ServiceAccountSeed = {
  mobile: 'svc-platform',
  nameCn: '平台客服',
  nickname: '平台客服',
};

/** An organization's public profile (src/contract/org.ts); prices in 元, countries VISA_COUNTRY codes. */
export interface DemoOrgProfile {
  city: string;
  foundedYear: number;
  qualifications: readonly string[];
  serviceCountries: readonly string[];
  serviceMajors: readonly string[];
  priceMin: number;
  priceMax: number;
  verified: boolean;
  intro: string;
  originator: { name: string; title: string; intro: string };
}

export interface DemoOrganization {
  nameCn: string;
  nameEn: string;
  service: ServiceAccountSeed;
  profile: DemoOrgProfile;
}

export const DEMO_ORGANIZATIONS: readonly DemoOrganization[] = [
  {
    nameCn: '示例机构·启航留学（演示数据）',
    nameEn: 'Demo agency Qihang (demo data)',
    service: { mobile: 'svc-org-demo-1', nameCn: '启航留学客服（演示）', nickname: '启航客服' },
    profile: {
      city: '北京',
      foundedYear: 2012,
      qualifications: ['示例资质：自费出国留学中介服务备案（演示）', '示例：NACAC 会员（演示）'],
      serviceCountries: ['US', 'GB', 'CA'],
      serviceMajors: ['商科', '计算机', '理工'],
      priceMin: 80_000,
      priceMax: 250_000,
      verified: true,
      intro:
        '（演示数据）专注北美与英国本科、硕士申请的示例机构：选校定位、文书辅导、网申与签证一站式服务，顾问团队以商科和理工方向为主。',
      originator: {
        name: '周启航（演示）',
        title: '创始人',
        intro: '（演示数据）美国名校教育学硕士，从事留学咨询十余年。',
      },
    },
  },
  {
    nameCn: '示例机构·远帆教育（演示数据）',
    nameEn: 'Demo agency Yuanfan (demo data)',
    service: { mobile: 'svc-org-demo-2', nameCn: '远帆教育客服（演示）', nickname: '远帆客服' },
    profile: {
      city: '上海',
      foundedYear: 2015,
      qualifications: ['示例资质：自费出国留学中介服务备案（演示）'],
      serviceCountries: ['GB', 'AU', 'HK', 'SG'],
      serviceMajors: ['商科', '传媒', '社科', '教育'],
      priceMin: 50_000,
      priceMax: 150_000,
      verified: true,
      intro: '（演示数据）英联邦与亚洲方向的示例机构，擅长英国、澳洲、香港、新加坡硕士申请与背景提升规划。',
      originator: {
        name: '林远帆（演示）',
        title: '联合创始人',
        intro: '（演示数据）英国伦敦大学学院硕士，曾任高校国际交流项目负责人。',
      },
    },
  },
  {
    nameCn: '示例留学工作室（演示）',
    nameEn: 'Demo studio (demo data)',
    service: { mobile: 'svc-org-demo-3', nameCn: '示例工作室客服（演示）', nickname: '工作室客服' },
    profile: {
      city: '广州',
      foundedYear: 2019,
      qualifications: [],
      serviceCountries: ['US', 'CA'],
      serviceMajors: ['艺术设计', '传媒', '计算机'],
      priceMin: 30_000,
      priceMax: 120_000,
      verified: false,
      intro: '（演示数据）小而精的示例工作室，北美本科与艺术、传媒方向作品集辅导。',
      originator: {
        name: '何晓（演示）',
        title: '主理人',
        intro: '（演示数据）北美传媒专业毕业，曾在设计机构任职。',
      },
    },
  },
  {
    nameCn: '示例·澳新亚太留学中心（演示数据）',
    nameEn: 'Demo Asia-Pacific centre (demo data)',
    service: { mobile: 'svc-org-demo-4', nameCn: '澳新亚太客服（演示）', nickname: '亚太客服' },
    profile: {
      city: '成都',
      foundedYear: 2010,
      qualifications: [
        '示例资质：自费出国留学中介服务备案（演示）',
        '示例：澳大利亚教育中介培训证书（演示）',
      ],
      serviceCountries: ['AU', 'SG', 'HK'],
      serviceMajors: ['商科', '理工', '医学', '教育'],
      priceMin: 20_000,
      priceMax: 80_000,
      verified: true,
      intro: '（演示数据）面向澳洲、新加坡与香港的示例留学中心，本科与硕士申请、学分转换与签证服务。',
      originator: {
        name: '唐亚平（演示）',
        title: '中心负责人',
        intro: '（演示数据）澳洲高校管理学硕士，长期从事澳新院校招生合作。',
      },
    },
  },
  {
    nameCn: '示例·英港研究生申请社（演示数据）',
    nameEn: 'Demo UK-HK graduate applications (demo data)',
    service: { mobile: 'svc-org-demo-5', nameCn: '英港申请社客服（演示）', nickname: '英港客服' },
    profile: {
      city: '深圳',
      foundedYear: 2017,
      qualifications: ['示例资质：自费出国留学中介服务备案（演示）'],
      serviceCountries: ['GB', 'HK'],
      serviceMajors: ['商科', '法律', '社科'],
      priceMin: 60_000,
      priceMax: 180_000,
      verified: true,
      intro: '（演示数据）专做英国与香港授课型硕士申请的示例机构，商科、法学与社科方向。',
      originator: {
        name: '钟予安（演示）',
        title: '创始人',
        intro: '（演示数据）香港大学法学硕士，曾任律所合规顾问。',
      },
    },
  },
];

export interface DemoStaff {
  mobile: string;
  nameCn: string;
  nickname: string;
  staffRole: StaffRole;
  /** Index into DEMO_ORGANIZATIONS of the organization the member belongs to. */
  org: number | null;
  /** The account they operate: the platform inbox, their organization's account, or their own. */
  account: Extract<ChatAccountKind, 'PLATFORM' | 'ORG'> | 'OWN';
  /** A counselor's public profile (adviser_profiles); placed schools by the catalog's English name. */
  adviser?: DemoAdviser;
}

export interface DemoAdviser {
  /** ADVISER_TYPE code. */
  type: string;
  years: number;
  countries: readonly string[];
  /** STUDY_INTENTION_TYPE codes. */
  intentions: readonly ('01' | '02')[];
  languages: readonly string[];
  intro: string;
  placedSchools: readonly string[];
}

export const DEMO_STAFF: readonly DemoStaff[] = [
  {
    mobile: '13900000001',
    nameCn: '客服小王（演示）',
    nickname: '小王',
    staffRole: 'PLATFORM_SERVICE',
    org: null,
    account: 'PLATFORM',
  },
  {
    mobile: '13900000002',
    nameCn: '客服小李（演示）',
    nickname: '小李',
    staffRole: 'PLATFORM_SERVICE',
    org: null,
    account: 'PLATFORM',
  },
  {
    mobile: '13900000003',
    nameCn: '陈老师（演示·启航联系人）',
    nickname: '陈老师',
    staffRole: 'ORG_CONTACT',
    org: 0,
    account: 'ORG',
  },
  {
    mobile: '13900000004',
    nameCn: '刘顾问（演示·启航顾问）',
    nickname: '刘顾问',
    staffRole: 'COUNSELOR',
    org: 0,
    account: 'OWN',
    adviser: {
      type: '01',
      years: 8,
      countries: ['US', 'GB'],
      intentions: ['01', '02'],
      languages: ['中文', '英语'],
      intro: '（演示数据）美国与英国本科、硕士申请，擅长商科与计算机方向的选校定位和文书规划。',
      placedSchools: [
        'University of Pennsylvania',
        'Cornell University',
        'Columbia University',
        'University College London',
        'The London School of Economics and Political Science',
      ],
    },
  },
  {
    mobile: '13900000005',
    nameCn: '吴老师（演示·远帆联系人）',
    nickname: '吴老师',
    staffRole: 'ORG_CONTACT',
    org: 1,
    account: 'ORG',
  },
  {
    mobile: '13900000006',
    nameCn: '郑老师（演示·工作室联系人）',
    nickname: '郑老师',
    staffRole: 'ORG_CONTACT',
    org: 2,
    account: 'ORG',
  },
  {
    mobile: '13900000007',
    nameCn: '冯老师（演示·亚太联系人）',
    nickname: '冯老师',
    staffRole: 'ORG_CONTACT',
    org: 3,
    account: 'ORG',
  },
  {
    mobile: '13900000008',
    nameCn: '韩老师（演示·英港联系人）',
    nickname: '韩老师',
    staffRole: 'ORG_CONTACT',
    org: 4,
    account: 'ORG',
  },
  {
    mobile: '13900000010',
    nameCn: '赵顾问（演示·启航顾问）',
    nickname: '赵顾问',
    staffRole: 'COUNSELOR',
    org: 0,
    account: 'OWN',
    adviser: {
      type: '04',
      years: 12,
      countries: ['US', 'CA'],
      intentions: ['01'],
      languages: ['中文', '英语'],
      intro: '（演示数据）北美本科规划导师，从高一开始的课程、活动与标化规划。',
      placedSchools: [
        'University of California, Los Angeles',
        'University of Toronto',
        'University of British Columbia',
        'University of Waterloo',
        'Cornell University',
      ],
    },
  },
  {
    mobile: '13900000011',
    nameCn: '孙顾问（演示·启航文书）',
    nickname: '孙顾问',
    staffRole: 'COUNSELOR',
    org: 0,
    account: 'OWN',
    adviser: {
      type: '02',
      years: 4,
      countries: ['US', 'GB'],
      intentions: ['02'],
      languages: ['中文', '英语'],
      intro: '（演示数据）硕士文书顾问，理工与计算机方向个人陈述与推荐信辅导。',
      placedSchools: [
        'Columbia University',
        'Johns Hopkins University',
        'Imperial College London',
        'University College London',
      ],
    },
  },
  {
    mobile: '13900000012',
    nameCn: '钱顾问（演示·远帆顾问）',
    nickname: '钱顾问',
    staffRole: 'COUNSELOR',
    org: 1,
    account: 'OWN',
    adviser: {
      type: '01',
      years: 9,
      countries: ['GB', 'HK'],
      intentions: ['02'],
      languages: ['中文', '英语'],
      intro: '（演示数据）英国与香港商科硕士申请，熟悉G5与港三院校录取偏好。',
      placedSchools: [
        'University College London',
        "King's College London",
        'The University of Manchester',
        'The University of Hong Kong',
        'The Chinese University of Hong Kong',
      ],
    },
  },
  {
    mobile: '13900000013',
    nameCn: '李顾问（演示·远帆顾问）',
    nickname: '李顾问',
    staffRole: 'COUNSELOR',
    org: 1,
    account: 'OWN',
    adviser: {
      type: '03',
      years: 6,
      countries: ['AU', 'GB'],
      intentions: ['01', '02'],
      languages: ['中文', '英语'],
      intro: '（演示数据）澳洲与英国签证顾问，签证材料、资金证明与行前指导。',
      placedSchools: [
        'The University of Melbourne',
        'The University of Sydney',
        'Monash University',
        'The University of Manchester',
      ],
    },
  },
  {
    mobile: '13900000014',
    nameCn: '周顾问（演示·远帆导师）',
    nickname: '周顾问',
    staffRole: 'COUNSELOR',
    org: 1,
    account: 'OWN',
    adviser: {
      type: '05',
      years: 3,
      countries: ['SG', 'HK'],
      intentions: ['02'],
      languages: ['中文', '英语', '粤语'],
      intro: '（演示数据）背景提升导师，科研与实习项目规划，新加坡与香港硕士方向。',
      placedSchools: [
        'National University of Singapore',
        'Nanyang Technological University',
        'City University of Hong Kong',
        'The Hong Kong Polytechnic University',
      ],
    },
  },
  {
    mobile: '13900000015',
    nameCn: '吴顾问（演示·工作室顾问）',
    nickname: '吴顾问',
    staffRole: 'COUNSELOR',
    org: 2,
    account: 'OWN',
    adviser: {
      type: '01',
      years: 7,
      countries: ['US', 'CA'],
      intentions: ['01'],
      languages: ['中文', '英语'],
      intro: '（演示数据）北美艺术与传媒方向本科申请，作品集规划与面试准备。',
      placedSchools: [
        'University of California, Los Angeles',
        'University of Toronto',
        'Simon Fraser University',
        'University of Victoria',
      ],
    },
  },
  {
    mobile: '13900000016',
    nameCn: '郑顾问（演示·工作室文书）',
    nickname: '郑顾问',
    staffRole: 'COUNSELOR',
    org: 2,
    account: 'OWN',
    adviser: {
      type: '02',
      years: 2,
      countries: ['US'],
      intentions: ['01', '02'],
      languages: ['中文', '英语'],
      intro: '（演示数据）美本与美研文书顾问，擅长挖掘个人经历。',
      placedSchools: [
        'University of California, Berkeley',
        'University of Chicago',
        'University of California, Los Angeles',
      ],
    },
  },
  {
    mobile: '13900000017',
    nameCn: '王顾问（演示·亚太顾问）',
    nickname: '王顾问',
    staffRole: 'COUNSELOR',
    org: 3,
    account: 'OWN',
    adviser: {
      type: '01',
      years: 11,
      countries: ['AU', 'SG'],
      intentions: ['01', '02'],
      languages: ['中文', '英语'],
      intro: '（演示数据）澳洲与新加坡本硕申请，熟悉澳洲八大与新加坡公立大学录取要求。',
      placedSchools: [
        'The University of Melbourne',
        'The University of New South Wales',
        'The University of Queensland',
        'National University of Singapore',
        'Monash University',
      ],
    },
  },
  {
    mobile: '13900000018',
    nameCn: '陈顾问（演示·亚太规划）',
    nickname: '陈顾问',
    staffRole: 'COUNSELOR',
    org: 3,
    account: 'OWN',
    adviser: {
      type: '04',
      years: 5,
      countries: ['AU', 'HK'],
      intentions: ['01'],
      languages: ['中文', '英语'],
      intro: '（演示数据）本科规划导师，国际课程学生的澳洲与香港本科申请。',
      placedSchools: [
        'The University of Sydney',
        'Australian National University',
        'The University of Western Australia',
        'The Hong Kong Polytechnic University',
      ],
    },
  },
  {
    mobile: '13900000019',
    nameCn: '黄顾问（演示·英港顾问）',
    nickname: '黄顾问',
    staffRole: 'COUNSELOR',
    org: 4,
    account: 'OWN',
    adviser: {
      type: '01',
      years: 10,
      countries: ['GB', 'HK'],
      intentions: ['02'],
      languages: ['中文', '英语', '粤语'],
      intro: '（演示数据）英国与香港法学、商科硕士申请，LLM与金融方向经验丰富。',
      placedSchools: [
        "King's College London",
        'The University of Edinburgh',
        'The University of Hong Kong',
        'The Chinese University of Hong Kong',
        'The London School of Economics and Political Science',
      ],
    },
  },
  {
    mobile: '13900000020',
    nameCn: '林顾问（演示·英港文书）',
    nickname: '林顾问',
    staffRole: 'COUNSELOR',
    org: 4,
    account: 'OWN',
    adviser: {
      type: '02',
      years: 4,
      countries: ['GB'],
      intentions: ['02'],
      languages: ['中文', '英语'],
      intro: '（演示数据）英国硕士文书顾问，社科与教育方向。',
      placedSchools: [
        'University of Bristol',
        'University of Birmingham',
        'The University of Warwick',
        'University of Leeds',
      ],
    },
  },
];

/** The demo conversation of demo student 13800000001 with the platform; the last two are unread for him. */
export const DEMO_CONVERSATION = {
  studentMobile: '13800000001',
  /** Written on the platform's side by this staff member. */
  staffMobile: '13900000001',
  messages: [
    { fromStudent: true, minutesAgo: 30, text: '你好，我想咨询一下美国本科申请的时间安排。' },
    {
      fromStudent: false,
      minutesAgo: 25,
      text: '您好！美国本科早申请一般在11月初截止，常规申请在次年1月初截止，建议高二暑假开始准备文书和标化考试。',
    },
    { fromStudent: false, minutesAgo: 24, text: '如需详细规划，可以告诉我您的年级和目标专业（演示消息）。' },
  ],
  /** Messages the student has read. */
  studentReadSeq: 1,
} as const;

export interface DemoNotice {
  mobile: string;
  type: NoticeType;
  title: string;
  content: string;
  link: string | null;
  isRead: boolean;
  hoursAgo: number;
}

export const DEMO_NOTICES: readonly DemoNotice[] = [
  {
    mobile: '13800000001',
    type: NOTICE_TYPE.SYSTEM,
    title: '欢迎使用留学平台（演示）',
    content: '您可以在“AI选校”中生成选校方案，在“在线客服”中随时咨询平台客服。',
    link: null,
    isRead: false,
    hoursAgo: 2,
  },
  {
    mobile: '13800000001',
    type: NOTICE_TYPE.VISIT,
    title: '院校参观活动报名提醒（演示）',
    content: '本月的院校参观活动正在报名中，名额有限，欢迎查看活动详情。',
    link: '/school/activity',
    isRead: true,
    hoursAgo: 30,
  },
];

export const DEMO_TASK = {
  mobile: '13800000002',
  assignedByMobile: '13900000004',
  title: '完成留学意向问卷（演示）',
  content: '请在本周内完成留学意向问卷，便于顾问为您制定申请规划。',
} as const;

/** Demo counselor 刘顾问 advises demo student 小李 (ADVISOR member): the console's 我的学生 and his 我的顾问. */
export const DEMO_ADVISING = { studentMobile: '13800000002', adviserMobile: '13900000004' } as const;
