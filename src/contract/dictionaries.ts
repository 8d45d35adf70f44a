/**
 * The dictionaries (reference data, one home for the seed and the server modules): every dictionary code of src/contract/code-tables.ts DICT_CODES with its items
 * (dictDetailCode, dictDetailName) in display order. Country dictionaries use ISO 3166-1 alpha-2 codes
 * (HK and MO for 中国香港 and 中国澳门); the other dictionaries use two-digit codes.
 */
import type { DictCode } from './code-tables.ts';

/** The major dictionaries come from the catalog's 61 majors (server/seed/index.ts, majorDictionaries), not from here. */
type MajorDictCode = 'MAJOR_SUBJECT_TYPE' | 'AI_MAJOR_SUBJECT_TYPE';

export type DictSeed = Record<
  Exclude<DictCode, MajorDictCode>,
  readonly (readonly [code: string, name: string])[]
>;

const COUNTRIES = [
  ['US', '美国'],
  ['GB', '英国'],
  ['CA', '加拿大'],
  ['AU', '澳大利亚'],
  ['SG', '新加坡'],
  ['HK', '中国香港'],
  ['MO', '中国澳门'],
  ['JP', '日本'],
  ['KR', '韩国'],
  ['DE', '德国'],
  ['FR', '法国'],
  ['NL', '荷兰'],
  ['IE', '爱尔兰'],
  ['NZ', '新西兰'],
  ['CH', '瑞士'],
  ['IT', '意大利'],
  ['ES', '西班牙'],
  ['SE', '瑞典'],
  ['DK', '丹麦'],
  ['MY', '马来西亚'],
] as const;

/** Broad subject areas (majors library filters). */
/**
 * Intended major directions of the AI school selection. The first option (不限) excludes the others
 * (SPEC section 4: choosing the first clears the rest, choosing another replaces it).
 */
/** Course systems; 01 普高 is the Chinese gaokao track (scored by total + english, SPEC section 4). */
const COURSE_SYSTEMS = [
  ['01', '普高'],
  ['02', 'A-Level'],
  ['03', 'IB'],
  ['04', 'AP'],
  ['05', 'OSSD'],
  ['06', 'VCE'],
  ['07', '其他'],
] as const;

export const DICTIONARIES: DictSeed = {
  UNIVERSITY_HOME_COUNTRY_CONDITION: COUNTRIES,
  AI_COUNTRY: COUNTRIES,
  EDUCATION_SYSTEM: COURSE_SYSTEMS,
  STUDENT_EDUCATION_SYSTEM: COURSE_SYSTEMS,
  ADVISER_TYPE: [
    ['01', '资深顾问'],
    ['02', '文书顾问'],
    ['03', '签证顾问'],
    ['04', '规划导师'],
    ['05', '背景提升导师'],
  ],
  UNIVERSITY_TYPE: [
    ['01', '公立'],
    ['02', '私立'],
  ],
  UNIVERSITY_ACTIVITY_STATUS: [
    ['01', '未开始'],
    ['02', '报名中'],
    ['03', '进行中'],
    ['04', '已结束'],
  ],
  UNIVERSITY_EVALUATION_TYPE: [
    ['01', '教学质量'],
    ['02', '学术氛围'],
    ['03', '校园环境'],
    ['04', '生活便利'],
    ['05', '就业前景'],
    ['06', '性价比'],
  ],
  UNIVERSITY_EVALUATION_USER_TYPE: [
    ['01', '在读学生'],
    ['02', '毕业校友'],
    ['03', '学生家长'],
    ['04', '申请者'],
  ],
  VISA_COUNTRY: COUNTRIES,
  STUDY_INTENTION_TYPE: [
    ['01', '本科'],
    ['02', '硕士'],
  ],
  STANDARD_EXAM_TYPE: [
    ['01', '托福 TOEFL'],
    ['02', '雅思 IELTS'],
    ['03', 'SAT'],
    ['04', 'ACT'],
    ['05', 'GRE'],
    ['06', 'GMAT'],
    ['07', 'AP'],
    ['08', 'A-Level'],
    ['09', '多邻国 Duolingo'],
  ],
  ACADEMIC_PROMOTION_TYPE: [
    ['01', '科研项目'],
    ['02', '学科竞赛'],
    ['03', '学术夏校'],
    ['04', '论文指导'],
    ['05', '名校课程'],
  ],
  BACKGROUND_BOOST_INFO_TYPE: [
    ['01', '名企实习'],
    ['02', '志愿服务'],
    ['03', '社会实践'],
    ['04', '海外游学'],
    ['05', '作品集辅导'],
  ],
  ORDER_STATUS: [
    ['0', '待支付'],
    ['1', '服务中'],
    ['2', '已完成'],
    ['3', '已取消'],
    ['4', '退款中'],
    ['5', '已退款'],
  ],
  PAY_STATUS: [
    ['0', '未支付'],
    ['1', '已支付'],
  ],
  GRADE_TYPE: [
    ['01', '高一'],
    ['02', '高二'],
    ['03', '高三'],
    ['04', '大一'],
    ['05', '大二'],
    ['06', '大三'],
    ['07', '大四'],
    ['08', '已毕业'],
  ],
  PAPERWORK_TYPE: [
    ['01', '个人陈述 PS'],
    ['02', '推荐信'],
    ['03', '个人简历 CV'],
    ['04', '申请文书 Essay'],
    ['05', '研究计划'],
    ['06', '动机信'],
  ],
};

/** The codes of a dictionary, in display order: what a request field holding one of its codes accepts. */
export function dictCodes(dict: keyof DictSeed): string[] {
  return DICTIONARIES[dict].map(([code]) => code);
}
