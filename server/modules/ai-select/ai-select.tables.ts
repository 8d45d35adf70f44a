/**
 * The AI engine's tables (docs/ai-matching.md, "Tables"): the typical levels and assumed admission rates of
 * each rank tier, the spreads and weights of the scores, the model's shifts and thresholds, the ACT/SAT
 * concordance and how each destination receives each course system. Every figure is a documented
 * assumption (see the doc); the engine (ai-select.engine.ts) reads them, nothing here computes a result.
 */
export interface Tier {
  /** Highest reference rank of the tier (the mean of QS, THE and ARWU rank numbers present). */
  maxRank: number;
  /** How the explanation names the tier. */
  phrase: string;
  /** Assumed admission rate for international applicants (undergraduate, master's). */
  rate: { ug: number; master: number };
  gpa: { ug: number; master: number };
  toefl: number;
  ielts: number;
  /** Gaokao total (of 750) and English (of 150) of the 普高 track. */
  total: number;
  english: number;
  sat: number;
  gre: number;
  gmat: number;
}

export const TIERS: readonly Tier[] = [
  {
    maxRank: 20,
    phrase: '世界前20名院校',
    rate: { ug: 0.1, master: 0.15 },
    gpa: { ug: 3.9, master: 3.7 },
    toefl: 108,
    ielts: 7.5,
    total: 690,
    english: 140,
    sat: 1530,
    gre: 328,
    gmat: 720,
  },
  {
    maxRank: 50,
    phrase: '世界前50名院校',
    rate: { ug: 0.2, master: 0.25 },
    gpa: { ug: 3.8, master: 3.6 },
    toefl: 104,
    ielts: 7,
    total: 660,
    english: 135,
    sat: 1480,
    gre: 324,
    gmat: 690,
  },
  {
    maxRank: 100,
    phrase: '世界前100名院校',
    rate: { ug: 0.35, master: 0.4 },
    gpa: { ug: 3.7, master: 3.5 },
    toefl: 100,
    ielts: 7,
    total: 630,
    english: 130,
    sat: 1420,
    gre: 320,
    gmat: 660,
  },
  {
    maxRank: 200,
    phrase: '世界前200名院校',
    rate: { ug: 0.5, master: 0.55 },
    gpa: { ug: 3.5, master: 3.3 },
    toefl: 94,
    ielts: 6.5,
    total: 600,
    english: 125,
    sat: 1350,
    gre: 316,
    gmat: 630,
  },
  {
    maxRank: 500,
    phrase: '世界前500名院校',
    rate: { ug: 0.65, master: 0.7 },
    gpa: { ug: 3.3, master: 3.1 },
    toefl: 88,
    ielts: 6.5,
    total: 560,
    english: 118,
    sat: 1250,
    gre: 312,
    gmat: 600,
  },
  {
    maxRank: 1000,
    phrase: '世界前1000名院校',
    rate: { ug: 0.75, master: 0.8 },
    gpa: { ug: 3.1, master: 3 },
    toefl: 82,
    ielts: 6,
    total: 520,
    english: 110,
    sat: 1150,
    gre: 308,
    gmat: 570,
  },
  {
    maxRank: Number.POSITIVE_INFINITY,
    phrase: '一般院校',
    rate: { ug: 0.85, master: 0.88 },
    gpa: { ug: 2.9, master: 2.8 },
    toefl: 76,
    ielts: 6,
    total: 480,
    english: 100,
    sat: 1080,
    gre: 304,
    gmat: 540,
  },
];

/** The tier at an index of TIERS (the last one, beyond 1000 and unranked, for any index past it). */
export function tierAt(index: number): Tier {
  return TIERS[index] ?? (TIERS[TIERS.length - 1] as Tier);
}

/** Half of a typical 25th-75th spread: one unit moves a metric's fit by 25 points. */
export const SPREADS = {
  gpa: { ug: 0.15, master: 0.2 },
  toefl: 6,
  ielts: 0.5,
  total: 25,
  english: 8,
  sat: 70,
  gre: 5,
  gmat: 30,
} as const;

/** Weights of the metrics in scoreResult (only the metrics the student gave count). */
export const WEIGHTS = {
  ug: { gpa: 0.35, total: 0.3, english: 0.15, language: 0.25, satNorthAmerica: 0.4, satElsewhere: 0.15 },
  master: { gpa: 0.45, language: 0.25, greGmat: 0.3 },
} as const;

/** Shifts of the chance (in logit units per 25 points) and the states' thresholds. */
export const MODEL = {
  scorePerUnit: 1,
  backgroundPerUnit: 0.5,
  backgroundCenter: 60,
  systemPerUnit: 0.4,
  systemCenter: 70,
  /** Nobody is given more than this multiple of the school's admission rate. */
  maxRateMultiple: 3,
  /**
   * A school admitting fewer than this share of its applicants (its own rate, or the assumed rate of the
   * tier its rank or the chosen subject's rank puts it in) is never a safety: its match is capped at
   * belowSafetyCap (just under the safety threshold).
   */
  safetyMinRate: 0.5,
  belowSafetyCap: 0.69,
  /**
   * A reach school where the student's scoreResult is at least this (at or above the school's 25th
   * percentile, or one spread below the tier's typical level: inside the range of admitted students) is
   * a competitive reach: those are listed first, best-ranked first (the most selective schools for a
   * strong student); the other reaches follow, the most attainable first.
   */
  competitiveScore: 25,
  reachBelow: 0.35,
  matchBelow: 0.7,
  perState: 10,
  /** A US school's own admission rate may place it at most this many tiers below its rank tier. */
  maxTierSteps: 2,
} as const;

/**
 * Selectivity from 0 (an admission rate of 85% or more) to 1 (4% or less), linear in the logit of the
 * rate: how much a school weighs activities and the curriculum (backgroudResult and systemResult).
 */
export const SELECTIVITY = {
  openRate: 0.85,
  mostSelectiveRate: 0.04,
  /** Activities an undergraduate applicant usually lists: at an open school, at the most selective. */
  activities: { open: 1, selective: 5 },
  /** Work/internship paragraphs of a master's applicant: at an open school, at the most selective. */
  experiences: { open: 0, selective: 2 },
  /** How much of the curriculum's shortfall from 100 counts: at an open school, at the most selective. */
  systemScale: { open: 0.6, selective: 1.2 },
} as const;

/**
 * The SAT of a US school that publishes an admission rate but no SAT/ACT percentiles (College Scorecard
 * 2021-22, bachelor's institutions with both): per admission-rate band, the median of the schools' SAT
 * midpoints (typical), half the median 25th-75th span (within: how admits of one school spread) and the
 * standard deviation of the midpoints between schools of the band (interquartile range / 1.35: how
 * uncertain the school's own level is). The comparison spread is sqrt(within² + between²).
 */
export interface SatBand {
  /** Admission rates below this (the last band: every rate). */
  maxRate: number;
  schools: number;
  typical: number;
  within: number;
  between: number;
}

export const SAT_BANDS: readonly SatBand[] = [
  { maxRate: 0.1, schools: 21, typical: 1520, within: 50, between: 20 },
  { maxRate: 0.2, schools: 28, typical: 1475, within: 65, between: 42 },
  { maxRate: 0.35, schools: 29, typical: 1372, within: 90, between: 199 },
  { maxRate: 0.5, schools: 53, typical: 1234, within: 95, between: 241 },
  { maxRate: 0.65, schools: 141, typical: 1140, within: 105, between: 189 },
  { maxRate: 0.75, schools: 162, typical: 1150, within: 100, between: 126 },
  { maxRate: 0.85, schools: 241, typical: 1135, within: 107, between: 95 },
  { maxRate: Number.POSITIVE_INFINITY, schools: 286, typical: 1100, within: 104, between: 85 },
];

export function satBandIndex(rate: number): number {
  const index = SAT_BANDS.findIndex((band) => rate < band.maxRate);
  return index < 0 ? SAT_BANDS.length - 1 : index;
}

export function satBandSpread(band: SatBand): number {
  return Math.round(Math.sqrt(band.within ** 2 + band.between ** 2));
}

/** ACT -> SAT (ACT/SAT concordance tables, 2018). */
export const ACT_TO_SAT: Record<number, number> = {
  36: 1590,
  35: 1540,
  34: 1500,
  33: 1460,
  32: 1430,
  31: 1400,
  30: 1370,
  29: 1340,
  28: 1310,
  27: 1280,
  26: 1240,
  25: 1210,
  24: 1180,
  23: 1140,
  22: 1110,
  21: 1080,
  20: 1040,
  19: 1010,
  18: 970,
  17: 930,
  16: 890,
  15: 850,
  14: 800,
  13: 760,
  12: 710,
  11: 670,
  10: 630,
};

export function actToSat(act: number): number {
  const whole = Math.round(act);
  if (whole >= 36) return 1590;
  return ACT_TO_SAT[whole] ?? Math.max(400, 630 - (10 - whole) * 40);
}

export type CountryGroup = 'US' | 'CA' | 'GB' | 'AUNZ' | 'HK' | 'SG' | 'EU' | 'ASIA' | 'OTHER';

export const COUNTRY_GROUPS: Record<string, CountryGroup> = {
  US: 'US',
  CA: 'CA',
  GB: 'GB',
  IE: 'GB',
  AU: 'AUNZ',
  NZ: 'AUNZ',
  HK: 'HK',
  MO: 'HK',
  SG: 'SG',
  DE: 'EU',
  FR: 'EU',
  NL: 'EU',
  CH: 'EU',
  IT: 'EU',
  ES: 'EU',
  SE: 'EU',
  DK: 'EU',
  JP: 'ASIA',
  KR: 'ASIA',
  MY: 'ASIA',
};

export const GROUP_ORDER: CountryGroup[] = ['US', 'CA', 'GB', 'AUNZ', 'HK', 'SG', 'EU', 'ASIA', 'OTHER'];

/**
 * How well a destination receives each course system (EDUCATION_SYSTEM codes), in the group order above:
 * US, CA, GB/IE, AU/NZ, HK/MO, SG, continental Europe, JP/KR/MY, elsewhere.
 */
export const SYSTEM_FIT: Record<string, number[]> = {
  '01': [60, 70, 60, 80, 85, 65, 60, 75, 65], // 普高: gaokao accepted directly in AU, HK; UK/US usually want more
  '02': [85, 88, 95, 92, 95, 95, 88, 85, 85], // A-Level
  '03': [95, 95, 95, 95, 95, 95, 95, 92, 92], // IB
  '04': [95, 92, 80, 85, 85, 85, 82, 85, 82], // AP
  '05': [85, 95, 75, 85, 82, 80, 75, 78, 78], // OSSD
  '06': [78, 82, 80, 95, 85, 85, 75, 78, 78], // VCE
  '07': [70, 70, 70, 70, 70, 70, 70, 70, 70], // 其他
};
export const UNKNOWN_SYSTEM_FIT = 70;
/** Master's: home university picked from the list, typed in, typed in for a list-based top school. */
export const MASTER_SYSTEM_FIT = { listed: 85, typed: 70, typedListBased: 60 } as const;
export const LIST_BASED_GROUPS: ReadonlySet<CountryGroup> = new Set(['GB', 'AUNZ', 'HK', 'SG']);
