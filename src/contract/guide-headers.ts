import type { GuideSection } from './guide.ts';

/**
 * The subtitle and description of each guide section's header (the title is the section's name): seeded as
 * its page config (server/seed/index.ts) and shown by the client until the page config has loaded, or when
 * it failed. The default config therefore replaces the same text, and the list below does not move
 * (CLS).
 */
export const GUIDE_HEADER_TEXTS: Record<GuideSection, { subtitle: string; description: string }> = {
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
