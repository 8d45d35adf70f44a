/**
 * Demo data of the organizations slice (seeded with the demo accounts, SEED=demo): the offers of the demo
 * counselors (DEMO_STAFF with an `adviser` profile, server/seed/chat.ts) and a few chat exchanges with
 * demo students, so that the accountability figures (median first reply, offers) have data. Everything here
 * says 演示: the students are 示例学员 who cannot sign in, the offers are flagged isDemo.
 *
 * Offers are generated deterministically from each counselor's placed schools (real catalog schools, by
 * English name), years 2023-2025, degrees among the counselor's study intentions and majors among the
 * organization's service majors: internally consistent by construction (tests/server/org.test.ts checks it).
 */
import { DEMO_ORGANIZATIONS, DEMO_STAFF, type DemoAdviser, type DemoStaff } from './chat.ts';

/** Majors recorded on offers, by the organization's service major area. */
export const OFFER_MAJORS: Record<string, readonly string[]> = {
  商科: ['金融学', '会计学', '市场营销', '商业分析', '管理学'],
  计算机: ['计算机科学', '数据科学', '人工智能'],
  理工: ['电子工程', '机械工程', '化学工程'],
  传媒: ['传媒与传播', '新闻学'],
  艺术设计: ['交互设计', '电影研究'],
  社科: ['国际关系', '社会学', '心理学'],
  教育: ['教育学'],
  法律: ['法学'],
  医学: ['公共卫生', '生物医学'],
};

const SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '黄',
  '赵',
  '吴',
  '周',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '郭',
  '何',
];

export const OFFERS_PER_COUNSELOR = 5;

export interface DemoOfferSeed {
  orgIndex: number;
  counselorMobile: string;
  /** The catalog's English name (resolved to its id at seed time). */
  schoolNameEn: string;
  degree: '01' | '02';
  year: number;
  majorName: string;
  studentAlias: string;
}

export const DEMO_COUNSELORS = DEMO_STAFF.filter(
  (staff): staff is DemoStaff & { adviser: DemoAdviser; org: number } =>
    staff.staffRole === 'COUNSELOR' && staff.adviser !== undefined && staff.org !== null,
);

function buildOffers(): DemoOfferSeed[] {
  return DEMO_COUNSELORS.flatMap((counselor, k) => {
    const org = DEMO_ORGANIZATIONS[counselor.org];
    if (!org) return [];
    const areas = org.profile.serviceMajors;
    return Array.from({ length: OFFERS_PER_COUNSELOR }, (_, j) => {
      const { placedSchools, intentions } = counselor.adviser;
      const area = areas[(k + j) % areas.length] ?? '商科';
      const majors = OFFER_MAJORS[area] ?? ['管理学'];
      return {
        orgIndex: counselor.org,
        counselorMobile: counselor.mobile,
        schoolNameEn: placedSchools[j % placedSchools.length] ?? '',
        degree: intentions[j % intentions.length] ?? '02',
        year: 2023 + ((k + j) % 3),
        majorName: majors[(k + j) % majors.length] ?? '管理学',
        studentAlias: `${SURNAMES[(k * OFFERS_PER_COUNSELOR + j) % SURNAMES.length] ?? '王'}同学`,
      };
    });
  });
}

export const DEMO_OFFERS: readonly DemoOfferSeed[] = buildOffers();

/** Demo students of the exchanges: users rows without password (nobody signs in as them). */
export const DEMO_EXCHANGE_STUDENTS = [
  { mobile: 'demo-student-1', nameCn: '示例学员甲（演示）', nickname: '学员甲' },
  { mobile: 'demo-student-2', nameCn: '示例学员乙（演示）', nickname: '学员乙' },
  { mobile: 'demo-student-3', nameCn: '示例学员丙（演示）', nickname: '学员丙' },
] as const;

export interface DemoExchangeConversation {
  /** A counselor's mobile (their own account), or an organization index (its service account). */
  account: { counselorMobile: string } | { orgIndex: number };
  /** Index into DEMO_EXCHANGE_STUDENTS. */
  student: number;
  /** Oldest first; an unanswered exchange (reply null) only last. */
  exchanges: readonly { daysAgo: number; replyMinutes: number | null }[];
}

/**
 * Medians these give over the last 30 days: 赵顾问 14 min (8, 14, 20; the exchange 40 days ago is outside
 * the window), 钱顾问 45 min (one unanswered), 王顾问 120 min (90, 150), 黄顾问 240 min; 启航 14 min (its
 * counselors'), 远帆 (its account 30 and 钱顾问's 45) 37.5 min, 澳新亚太 (its account 6, 王顾问's 90 and 150)
 * 90 min, 英港 240 min; the others have none. 启航's own account (answered by the demo contact 13900000003,
 * whose inbox the chat tests expect empty) has no exchange.
 */
export const DEMO_EXCHANGES: readonly DemoExchangeConversation[] = [
  {
    account: { counselorMobile: '13900000010' },
    student: 0,
    exchanges: [
      { daysAgo: 2, replyMinutes: 8 },
      { daysAgo: 1, replyMinutes: 20 },
    ],
  },
  { account: { counselorMobile: '13900000010' }, student: 1, exchanges: [{ daysAgo: 5, replyMinutes: 14 }] },
  { account: { counselorMobile: '13900000010' }, student: 2, exchanges: [{ daysAgo: 40, replyMinutes: 2 }] },
  {
    account: { counselorMobile: '13900000012' },
    student: 0,
    exchanges: [
      { daysAgo: 3, replyMinutes: 45 },
      { daysAgo: 1, replyMinutes: null },
    ],
  },
  { account: { counselorMobile: '13900000017' }, student: 1, exchanges: [{ daysAgo: 6, replyMinutes: 90 }] },
  { account: { counselorMobile: '13900000017' }, student: 2, exchanges: [{ daysAgo: 4, replyMinutes: 150 }] },
  {
    account: { counselorMobile: '13900000019' },
    student: 0,
    exchanges: [{ daysAgo: 10, replyMinutes: 240 }],
  },
  { account: { orgIndex: 3 }, student: 2, exchanges: [{ daysAgo: 1, replyMinutes: 6 }] },
  { account: { orgIndex: 1 }, student: 1, exchanges: [{ daysAgo: 2, replyMinutes: 30 }] },
];

export const EXCHANGE_TEXTS = {
  question: '老师您好，想咨询一下申请规划和时间安排（演示消息）。',
  reply: '您好，收到！方便说一下您的年级、目标国家和专业方向吗？（演示消息）',
} as const;
