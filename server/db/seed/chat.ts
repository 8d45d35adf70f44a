/**
 * Chat seed data (the model: src/contract/chat.ts). The platform customer-service account is reference data
 * (在线客服 needs it in every database); the rest is demo data, seeded with the demo accounts, its names saying
 * so: two demo organizations with a service account each, four staff members who sign in on the same login
 * page with password Test1234 (README), a short conversation of demo student 13800000001 with the platform,
 * two notices for him and an unread task for 13800000002.
 *
 * Service accounts are users rows that cannot sign in: no password, and a `mobile` that is no phone number.
 */
import type { ChatAccountKind, StaffRole } from '../../../src/contract/chat.ts';
import { NOTICE_TYPE, type NoticeType } from '../../../src/contract/code-tables.ts';

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

export interface DemoOrganization {
  nameCn: string;
  nameEn: string;
  service: ServiceAccountSeed;
}

export const DEMO_ORGANIZATIONS: readonly DemoOrganization[] = [
  {
    nameCn: '示例机构·启航留学（演示数据）',
    nameEn: 'Demo agency Qihang (demo data)',
    service: { mobile: 'svc-org-demo-1', nameCn: '启航留学客服（演示）', nickname: '启航客服' },
  },
  {
    nameCn: '示例机构·远帆教育（演示数据）',
    nameEn: 'Demo agency Yuanfan (demo data)',
    service: { mobile: 'svc-org-demo-2', nameCn: '远帆教育客服（演示）', nickname: '远帆客服' },
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
