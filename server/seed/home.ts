/**
 * Reference data of the home page: the home banner's slides and the first hot-search terms. Seeded into every
 * database when their tables are empty (server/seed/index.ts). The guide sections' headers are
 * src/contract/guide-headers.ts: the client shows the same texts until a section's page config loads.
 */
import type { AdTone } from '../../src/contract/home.ts';

export interface AdSeed {
  title: string;
  subtitle: string;
  /** An in-app path. */
  linkPath: string;
  linkText: string;
  tone: AdTone;
}

/** The home banner's slides, in order: each points to a screen of the app and says what it really offers. */
export const HOME_BANNER_ADS: readonly AdSeed[] = [
  {
    title: 'AI选校，从院校库开始',
    subtitle: '按国家、排名与公私立筛选全球 5000 多所大学，再让 AI 选校按你的成绩和意向给出匹配建议',
    linkPath: '/schools',
    linkText: '去选校',
    tone: 'blue',
  },
  {
    title: '世界大学排名',
    subtitle: 'QS、泰晤士、US News、软科排名一站查看，注明每份榜单的发布方与年份',
    linkPath: '/rank',
    linkText: '查看排名',
    tone: 'purple',
  },
  {
    title: '签证指南',
    subtitle: '美国、英国、加拿大、澳大利亚等国学生签证的流程与材料清单，附官方信息来源',
    linkPath: '/visa',
    linkText: '了解签证',
    tone: 'teal',
  },
  {
    title: '标化考试',
    subtitle: '托福、雅思、SAT、GRE 等考试的结构、报名与备考方法，按考试分类查阅',
    linkPath: '/standardized-exam',
    linkText: '开始备考',
    tone: 'orange',
  },
];

/**
 * The first hot-search terms: what students often search, each of which finds something in the seeded data
 * (a university, a major, news or questions; tests/server/home.test.ts checks it), with small descending
 * counts so that real searches soon take over.
 */
export const INITIAL_SEARCH_TERMS: readonly (readonly [term: string, hits: number])[] = [
  ['计算机', 12],
  ['雅思', 11],
  ['学生签证', 10],
  ['剑桥', 9],
  ['托福', 8],
  ['香港', 7],
  ['数据科学', 6],
  ['租房', 5],
  ['金融', 4],
  ['墨尔本大学', 3],
];
