/**
 * Reference data of the home page and the guide sections: the header of each guide section (page config), the
 * home banner's slides and the first hot-search terms. Seeded into every database when their tables are empty
 * (server/db/seed/index.ts).
 */
import type { GuideSection } from '../../../src/contract/guide.ts';
import type { AdTone } from '../../../src/contract/home.ts';

/** Subtitle and description of each guide section's header; the title is the section's name. */
export const PAGE_CONFIG_TEXTS: Record<GuideSection, { subtitle: string; description: string }> = {
  VISA: {
    subtitle: '各国学生签证的流程、材料与时间安排',
    description:
      '按国家整理学生签证从拿到录取到获签的每一步：申请材料、资金证明、面谈与生物信息采集。每篇注明资料年份和官方来源，递交前请以使领馆和移民局官网为准。',
  },
  IMMIGRANT: {
    subtitle: '毕业后留下工作与长期居留的政策解读',
    description:
      '梳理主要留学国家的毕业生工作签证、技术移民与永居途径，说明适用条件和常见误区。政策变化较快，文中写明了核对年份，请以各国移民部门官网为准。',
  },
  EMPLOYMENT: {
    subtitle: '实习、求职与回国发展，提早规划职业路径',
    description:
      '从在读实习、当地求职到回国秋招春招，介绍各国留学生就业的时间节奏、工作许可要求与求职准备方法，并列出可供查证的官方信息来源。',
  },
  PREPARATION: {
    subtitle: '从拿到录取到顺利落地的行前清单',
    description:
      '体检与疫苗、保险、换汇与银行卡、行李清单、机票与接机、入境材料和落地后的第一周安排，按时间顺序帮你把出发前的事情逐项理清。',
  },
  RENTING: {
    subtitle: '选房、签约、押金与安全，租得安心',
    description:
      '宿舍、学生公寓还是校外合租？介绍主要留学国家的租房方式、合同条款、押金保护与防骗要点，帮助你在出发前就找到合适的住处。',
  },
  STANDARD_EXAM: {
    subtitle: '托福、雅思、SAT、GRE 等考试的报名与备考',
    description:
      '按考试类型介绍考试结构、报名方式、成绩有效期与送分规则，以及不同阶段的备考方法。考试政策以各考试官网当年的公告为准。',
  },
  ACADEMIC: {
    subtitle: '科研、竞赛、夏校与论文，丰富学术经历',
    description:
      '介绍科研项目、学科竞赛、学术夏校、论文指导与名校课程的参与方式和时间安排，帮助你判断哪些经历与申请方向相关、值得投入。',
  },
  BACKGROUND: {
    subtitle: '实习、志愿服务与社会实践，讲好你的经历',
    description:
      '围绕名企实习、志愿服务、社会实践、海外游学与作品集准备，说明如何选择、如何投入、如何在申请材料中如实呈现这些经历。',
  },
};

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
