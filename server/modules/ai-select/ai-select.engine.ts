/**
 * The AI school-selection engine: a deterministic, documented heuristic (docs/ai-matching.md, "Formulas"
 * and "The list") over the in-memory catalog (ai-select.catalog.ts), with the figures of
 * ai-select.tables.ts; the texts of each result come from ai-select.explain.ts. Pure functions: the same
 * request and catalog always give the same list (no randomness, no clock, every sort fully tie-broken).
 *
 * Per school, once it is offered (candidateRank: the level it admits, enough data to judge it):
 * - difficulty: the tier of its overall rank (US undergraduates: of its own admission rate), made harder by
 *   the QS subject rank of the chosen majors; the admission rate is the school's own or the tier's.
 * - scoreResult (成绩匹配度): the student's scores against the school's own data where there is some (US
 *   undergraduates: the College Scorecard SAT/ACT 25th-75th percentiles), else against the typical level of
 *   the tier (GPA, TOEFL/IELTS, gaokao total and English, SAT, GRE/GMAT). 50 = the school's median admit,
 *   25/75 = its 25th/75th percentile (or half a typical spread below/above the tier level).
 * - studyResult (学校匹配度): the chance implied by the admission rate shifted by scoreResult, in percent.
 * - backgroudResult (背景匹配度): activities and AP courses (undergraduate) or work/internship paragraphs
 *   (master's) against what a school of this selectivity usually sees.
 * - systemResult (体系匹配度): how the destination country receives the course system (A-Level, IB, AP,
 *   普高...), or for master's whether the home university was picked from the list; a shortfall counts
 *   more at a selective school.
 * - matchResult: the chance with background and system shifts too; never above three times the admission
 *   rate, and under 70 where the rate is under 50%. matchingState: below 35% reach (01), below 70% match
 *   (02), else safety (03).
 */
import {
  GENERAL_HIGH_SCHOOL_SYSTEM,
  MATCHING_STATE_CODES,
  MATCHING_STATES,
  type AiRequest,
  type AiResultItem,
  type MatchingState,
} from '../../../src/contract/ai.ts';
import type { AiCatalog, CatalogSchool } from './ai-select.catalog.ts';
import { createFactorCache, explanationOf, majorResultOf, type FactorCache } from './ai-select.explain.ts';
import {
  COUNTRY_GROUPS,
  GROUP_ORDER,
  LIST_BASED_GROUPS,
  MASTER_SYSTEM_FIT,
  MODEL,
  SAT_BANDS,
  SELECTIVITY,
  SPREADS,
  SYSTEM_FIT,
  TIERS,
  UNKNOWN_SYSTEM_FIT,
  WEIGHTS,
  actToSat,
  satBandIndex,
  satBandSpread,
  tierAt,
  type Tier,
} from './ai-select.tables.ts';

/** The AI major dictionary's 不限专业: no major filter. */
export const ANY_MAJOR = '00';

// ---------------------------------------------------------------------------------------------
// The student's profile, parsed once per request
// ---------------------------------------------------------------------------------------------

export interface Profile {
  degree: 'ug' | 'master';
  system: string | null;
  gpa: number | null;
  total: number | null;
  english: number | null;
  toefl: number | null;
  ielts: number | null;
  /** SAT and ACT as given (undergraduates; at most one of them). */
  sat: number | null;
  act: number | null;
  gre: number | null;
  gmat: number | null;
  activities: number;
  apCourses: number;
  experiences: number;
  experienceChars: number;
  graduated: boolean;
  schoolListed: boolean;
  anyMajor: boolean;
  majors: string[];
  countries: ReadonlySet<string>;
}

function numeric(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

export function toProfile(request: AiRequest): Profile {
  const edu = request.educationSystem;
  const language = request.toeflOrIeltsScore;
  const satAct = request.satOrActScore;
  const greGmat = request.greOrGmatScore;
  const degree = request.studyIntentionType === '01' ? 'ug' : 'master';
  const experiences = request.experienceList.filter((item) => item.content.trim() !== '');
  const majors = unique(request.majorSubjectTypeCodeList);
  const system = edu.type && edu.type !== '' ? edu.type : null;
  const generalTrack = system === GENERAL_HIGH_SCHOOL_SYSTEM;
  return {
    degree,
    system,
    gpa: generalTrack && degree === 'ug' ? null : numeric(edu.gpaScore),
    total: generalTrack && degree === 'ug' ? numeric(edu.totalScore) : null,
    english: generalTrack && degree === 'ug' ? numeric(edu.englishScore) : null,
    toefl: language?.scoreType === 'TOEFL' ? numeric(language.score) : null,
    ielts: language?.scoreType === 'IELTS' ? numeric(language.score) : null,
    sat: degree === 'ug' && satAct?.scoreType === 'SAT' ? numeric(satAct.score) : null,
    act: degree === 'ug' && satAct?.scoreType === 'ACT' ? numeric(satAct.score) : null,
    gre: degree === 'master' && greGmat?.scoreType === 'GRE' ? numeric(greGmat.score) : null,
    gmat: degree === 'master' && greGmat?.scoreType === 'GMAT' ? numeric(greGmat.score) : null,
    activities: degree === 'ug' ? unique(request.activityIdList).length : 0,
    apCourses: degree === 'ug' ? unique(request.apCourseIdList).length : 0,
    experiences: degree === 'master' ? experiences.length : 0,
    experienceChars: experiences.reduce((sum, item) => sum + item.content.trim().length, 0),
    graduated: request.currentStudyStatus === '02',
    schoolListed: Boolean(request.studentSchoolId),
    anyMajor: majors.length === 0 || majors.includes(ANY_MAJOR),
    majors: majors.filter((code) => code !== ANY_MAJOR),
    countries: new Set(request.countryCodeList),
  };
}

// ---------------------------------------------------------------------------------------------
// Fits and tiers
// ---------------------------------------------------------------------------------------------

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
function logit(p: number): number {
  return Math.log(p / (1 - p));
}
function logistic(x: number): number {
  return 1 / (1 + Math.exp(-x));
}
function percent(value: number): number {
  return Math.round(clamp(value, 0, 100));
}

/** Against a tier's typical level: 50 at the level, 25 points per spread above or below. */
export function tierFit(value: number, typical: number, spread: number): number {
  return clamp(50 + (25 * (value - typical)) / spread, 0, 100);
}

/** Against the school's own percentiles: 25 at its 25th, 75 at its 75th, linear beyond. */
export function percentileFit(value: number, p25: number, p75: number, minSpan: number): number {
  return clamp(25 + (50 * (value - p25)) / Math.max(p75 - p25, minSpan), 0, 100);
}

const SAT_MIN_SPAN = 20;
const ACT_MIN_SPAN = 1;

function tierIndexOfRank(refRank: number | null): number {
  const rank = refRank ?? Number.POSITIVE_INFINITY;
  const index = TIERS.findIndex((tier) => rank <= tier.maxRank);
  return index < 0 ? TIERS.length - 1 : index;
}

function tierIndexOfRate(rate: number): number {
  const index = TIERS.findIndex((tier) => rate < tier.rate.ug);
  return index < 0 ? TIERS.length - 1 : index;
}

/**
 * The tier whose typical levels a school is compared with: by its reference rank; for a US undergraduate
 * with the school's own admission rate, by that rate (a 5% college is demanding whatever its research
 * rank), but never more than MODEL.maxTierSteps looser than the rank says.
 */
export function tierIndexOf(refRank: number | null, ownRate: number | null = null): number {
  const byRank = tierIndexOfRank(refRank);
  return ownRate === null ? byRank : Math.min(tierIndexOfRate(ownRate), byRank + MODEL.maxTierSteps);
}

/**
 * US medical schools, health-science centres and graduate-only institutions (by name, when the College
 * Scorecard, which covers undergraduate admissions, has no record of them): medicine is a graduate degree
 * in the US, so they are left out of undergraduate results.
 */
const US_GRADUATE_ONLY =
  /\b(medical|medicine|med sch|health sci\w*|hlth sci|cancer center|clinic|graduate|rockefeller|seminary|theological|california, san francisco)\b/i;

export function graduateOnly(school: CatalogSchool): boolean {
  if (school.graduateOnly) return true;
  return school.countryCode === 'US' && !school.admission && US_GRADUATE_ONLY.test(school.nameEn);
}

/**
 * What never changes for a school, as parallel typed arrays indexed by CatalogSchool.index, worked out once
 * per catalog snapshot: the per-request loop reads numbers, not objects.
 */
export interface CatalogFacts {
  group: Uint8Array;
  northAmerica: Uint8Array;
  /** Tier for master's (by rank) and for undergraduates (by rank and the school's own admission rate). */
  rankTier: Uint8Array;
  ugTier: Uint8Array;
  /** 1 when the school's admission rate, not its rank, set the undergraduate tier. */
  ugTierByRate: Uint8Array;
  /** The school's College Scorecard admission rate, NaN when it has none. */
  ownRate: Float64Array;
  /** The school's best QS subject rank (any major), NaN when it has none. */
  bestSubject: Float64Array;
  /** College Scorecard SAT and ACT 25th/75th percentiles, NaN when unknown. */
  sat25: Float64Array;
  sat75: Float64Array;
  act25: Float64Array;
  act75: Float64Array;
  /** The SAT_BANDS index of a school with its own admission rate, 255 without one. */
  satBand: Uint8Array;
  graduateOnly: Uint8Array;
  /** A list-based destination (GB, AU/NZ, HK/MO, SG) and a reference rank within 100. */
  listBasedTop: Uint8Array;
  /** Position of the id in ascending id order: the last tie-break, as a number. */
  idOrder: Int32Array;
  /** The reference rank, NaN when unranked. */
  refRank: Float64Array;
  /**
   * Per country code: its school indexes, ranked ones first (by reference rank, then id), and how many are
   * ranked. selectEvaluations stops early in the unranked tail once no unranked school can be kept.
   */
  byCountry: Map<string, { indexes: Int32Array; ranked: number }>;
}

const NO_BAND = 255;

const orNaN = (value: number | null | undefined) =>
  value === null || value === undefined ? Number.NaN : value;

function computeFacts(catalog: AiCatalog): CatalogFacts {
  const n = catalog.schools.length;
  const facts: CatalogFacts = {
    group: new Uint8Array(n),
    northAmerica: new Uint8Array(n),
    rankTier: new Uint8Array(n),
    ugTier: new Uint8Array(n),
    ugTierByRate: new Uint8Array(n),
    ownRate: new Float64Array(n),
    bestSubject: new Float64Array(n),
    sat25: new Float64Array(n),
    sat75: new Float64Array(n),
    act25: new Float64Array(n),
    act75: new Float64Array(n),
    satBand: new Uint8Array(n),
    graduateOnly: new Uint8Array(n),
    listBasedTop: new Uint8Array(n),
    idOrder: new Int32Array(n),
    refRank: new Float64Array(n),
    byCountry: new Map(),
  };
  const idOrder = new Map(
    catalog.schools
      .map((school) => school.id)
      .sort()
      .map((id, order) => [id, order]),
  );
  for (const school of catalog.schools) {
    const i = school.index;
    const group = COUNTRY_GROUPS[school.countryCode] ?? 'OTHER';
    const ownRate = school.admission?.rate ?? null;
    const rankTier = tierIndexOf(school.refRank);
    const ugTier = tierIndexOf(school.refRank, ownRate);
    facts.group[i] = GROUP_ORDER.indexOf(group);
    facts.northAmerica[i] = group === 'US' || group === 'CA' ? 1 : 0;
    facts.rankTier[i] = rankTier;
    facts.ugTier[i] = ugTier;
    facts.ugTierByRate[i] = ugTier !== rankTier ? 1 : 0;
    facts.ownRate[i] = orNaN(ownRate);
    facts.bestSubject[i] = orNaN(school.bestMajor ? school.majorRanks.get(school.bestMajor) : null);
    facts.sat25[i] = orNaN(school.admission?.sat25);
    facts.sat75[i] = orNaN(school.admission?.sat75);
    facts.act25[i] = orNaN(school.admission?.act25);
    facts.act75[i] = orNaN(school.admission?.act75);
    facts.satBand[i] = ownRate === null ? NO_BAND : satBandIndex(ownRate);
    facts.graduateOnly[i] = graduateOnly(school) ? 1 : 0;
    facts.listBasedTop[i] =
      LIST_BASED_GROUPS.has(group) && school.refRank !== null && school.refRank <= 100 ? 1 : 0;
    facts.idOrder[i] = idOrder.get(school.id) ?? 0;
    facts.refRank[i] = orNaN(school.refRank);
  }
  const rankOrder = (a: number, b: number) => {
    const ra = facts.refRank[a] ?? Number.NaN;
    const rb = facts.refRank[b] ?? Number.NaN;
    if (Number.isNaN(ra) !== Number.isNaN(rb)) return Number.isNaN(ra) ? 1 : -1;
    return (Number.isNaN(ra) ? 0 : ra - rb) || (facts.idOrder[a] ?? 0) - (facts.idOrder[b] ?? 0);
  };
  for (const [country, schools] of catalog.byCountry) {
    const indexes = Int32Array.from(schools, (school) => school.index).sort(rankOrder);
    const ranked = schools.filter((school) => school.refRank !== null).length;
    facts.byCountry.set(country, { indexes, ranked });
  }
  return facts;
}

const FACTS = new WeakMap<AiCatalog, CatalogFacts>();

function factsOfCatalog(catalog: AiCatalog): CatalogFacts {
  let facts = FACTS.get(catalog);
  if (!facts) {
    facts = computeFacts(catalog);
    FACTS.set(catalog, facts);
  }
  return facts;
}

// ---------------------------------------------------------------------------------------------
// Metrics (the scores one by one: the tier-level ones make scoreResult, and each is a factor of the
// explanation, ai-select.explain.ts)
// ---------------------------------------------------------------------------------------------

export interface Metric {
  label: string;
  /** The value as shown: "1550", or "30(约合SAT 1370)" for an ACT compared on the SAT scale. */
  shown: string;
  value: number;
  fit: number;
  weight: number;
  /** The school's own 25th/75th percentiles, or the tier's typical level and spread. */
  p25: number;
  p75: number;
  typical: number;
  spread: number;
  own: boolean;
}

/** A score with decimals as the student typed it: GPA 3 → "3.0", 3.85 → "3.85", IELTS 7 → "7.0". */
export function withDecimals(value: number): string {
  return Number.isInteger(value * 10) ? value.toFixed(1) : String(value);
}

function tierMetric(label: string, value: number, typical: number, spread: number, weight: number): Metric {
  const fit = tierFit(value, typical, spread);
  const shown = label === 'GPA' || label === '雅思' ? withDecimals(value) : String(value);
  return { label, shown, value, fit, weight, p25: 0, p75: 0, typical, spread, own: false };
}

function ownMetric(
  label: string,
  shown: string,
  value: number,
  p25: number,
  p75: number,
  minSpan: number,
  weight: number,
): Metric {
  const fit = percentileFit(value, p25, p75, minSpan);
  return { label, shown, value, fit, weight, p25, p75, typical: 0, spread: 0, own: true };
}

/** Every metric the tier alone decides (all but SAT/ACT), in the explanation's order. */
function tierLevelMetrics(profile: Profile, tier: Tier): Metric[] {
  const metrics: Metric[] = [];
  if (profile.degree === 'ug') {
    const w = WEIGHTS.ug;
    if (profile.total !== null)
      metrics.push(tierMetric('高考总分', profile.total, tier.total, SPREADS.total, w.total));
    if (profile.english !== null)
      metrics.push(tierMetric('高考英语', profile.english, tier.english, SPREADS.english, w.english));
    if (profile.gpa !== null)
      metrics.push(tierMetric('GPA', profile.gpa, tier.gpa.ug, SPREADS.gpa.ug, w.gpa));
  } else {
    const w = WEIGHTS.master;
    if (profile.gpa !== null)
      metrics.push(tierMetric('GPA', profile.gpa, tier.gpa.master, SPREADS.gpa.master, w.gpa));
    if (profile.gre !== null) metrics.push(tierMetric('GRE', profile.gre, tier.gre, SPREADS.gre, w.greGmat));
    if (profile.gmat !== null)
      metrics.push(tierMetric('GMAT', profile.gmat, tier.gmat, SPREADS.gmat, w.greGmat));
  }
  const language = profile.degree === 'ug' ? WEIGHTS.ug.language : WEIGHTS.master.language;
  if (profile.toefl !== null)
    metrics.push(tierMetric('托福', profile.toefl, tier.toefl, SPREADS.toefl, language));
  if (profile.ielts !== null)
    metrics.push(tierMetric('雅思', profile.ielts, tier.ielts, SPREADS.ielts, language));
  return metrics;
}

function satWeight(northAmerica: boolean): number {
  return northAmerica ? WEIGHTS.ug.satNorthAmerica : WEIGHTS.ug.satElsewhere;
}

/**
 * The SAT/ACT metric of an undergraduate: ACT against the school's ACT percentiles, else on the SAT scale
 * (concordance) against its SAT percentiles, else, for a school with its own admission rate, against the
 * typical SAT of its rate band (SAT_BANDS), else against the tier's typical SAT. satFitAt is the same
 * decision without the object (the hot path); keep the two in step.
 */
function satMetric(profile: Profile, school: CatalogSchool, tier: Tier, weight: number): Metric | null {
  const a = school.admission;
  const band = a && a.rate !== null ? SAT_BANDS[satBandIndex(a.rate)] : undefined;
  const typical = band ? band.typical : tier.sat;
  const spread = band ? satBandSpread(band) : SPREADS.sat;
  if (profile.act !== null) {
    const act = profile.act;
    if (a && a.act25 !== null && a.act75 !== null)
      return ownMetric('ACT', String(act), act, a.act25, a.act75, ACT_MIN_SPAN, weight);
    const sat = actToSat(act);
    const shown = `${act}(约合SAT ${sat})`;
    if (a && a.sat25 !== null && a.sat75 !== null)
      return ownMetric('ACT', shown, sat, a.sat25, a.sat75, SAT_MIN_SPAN, weight);
    return { ...tierMetric('ACT', sat, typical, spread, weight), shown };
  }
  if (profile.sat === null) return null;
  const sat = profile.sat;
  if (a && a.sat25 !== null && a.sat75 !== null)
    return ownMetric('SAT', String(sat), sat, a.sat25, a.sat75, SAT_MIN_SPAN, weight);
  return tierMetric('SAT', sat, typical, spread, weight);
}

// ---------------------------------------------------------------------------------------------
// Scoring (per request: tables per tier, then a few arithmetic steps per school)
// ---------------------------------------------------------------------------------------------

export interface Context {
  profile: Profile;
  ug: boolean;
  /** The student gave a SAT or an ACT (undergraduate). */
  satAct: boolean;
  facts: CatalogFacts;
  /** Per tier: the tier-level metrics (every score but SAT/ACT), their weighted sum and their weight. */
  tierMetrics: Metric[][];
  baseSum: Float64Array;
  baseWeight: Float64Array;
  /** Per tier: the fit of the SAT (or ACT on the SAT scale) against the tier's typical SAT. */
  satTierFit: Float64Array;
  /** Per SAT_BANDS band: the fit of the SAT against the band's typical SAT (schools with a rate only). */
  satBandFit: Float64Array;
  /** Per country group: the curriculum's base fit of an undergraduate (SYSTEM_FIT). */
  systemUg: Int32Array;
  /** The ACT on the SAT scale, or NaN. */
  actAsSat: number;
  /**
   * The subject rank that sets the school's difficulty with its overall rank (candidateRank): the best
   * subject rank among the chosen majors, or for a school without an overall rank its best subject rank;
   * NaN when none. Scratch of the school being evaluated.
   */
  subjectRank: number;
  /** Scratch of computeCore (see CORE). */
  core: Float64Array;
  /** The explanation's factors of this request (ai-select.explain.ts). */
  factors: FactorCache;
}

const LAST_TIER = TIERS.length - 1;
const LOGIT_OPEN = logit(SELECTIVITY.openRate);
const LOGIT_SPAN = LOGIT_OPEN - logit(SELECTIVITY.mostSelectiveRate);

/** 0 for a school admitting 85% or more, 1 for 4% or less, linear in the logit of the rate between. */
export function selectivityOf(rate: number): number {
  return clamp((LOGIT_OPEN - logit(rate)) / LOGIT_SPAN, 0, 1);
}

function between(range: { open: number; selective: number }, selectivity: number): number {
  return range.open + (range.selective - range.open) * selectivity;
}

/** Activities (undergraduate) or work/internship paragraphs (master's) a school of this selectivity usually sees. */
export function expectedBackground(degree: 'ug' | 'master', selectivity: number): number {
  return between(degree === 'ug' ? SELECTIVITY.activities : SELECTIVITY.experiences, selectivity);
}

/** backgroudResult: what the student lists against what a school of this selectivity usually sees. */
function backgroundFit(profile: Profile, expected: number): number {
  if (profile.degree === 'ug') {
    const ap = 5 * Math.min(profile.apCourses, 2);
    return percent(60 + 10 * (profile.activities - expected) + ap);
  }
  const n = profile.experiences;
  const detailed = n > 0 && profile.experienceChars / n >= 80 ? 5 : 0;
  const idle = profile.graduated && n === 0 ? -10 : 0;
  return percent(60 + 12 * (n - expected) + detailed + idle);
}

/** systemResult: the curriculum's base fit, its shortfall from 100 weighed more by a selective school. */
function systemFit(base: number, selectivity: number): number {
  return percent(100 - (100 - base) * between(SELECTIVITY.systemScale, selectivity));
}

function createContext(profile: Profile, catalog: AiCatalog): Context {
  const count = TIERS.length;
  const ug = profile.degree === 'ug';
  const context: Context = {
    profile,
    ug,
    satAct: ug && (profile.sat !== null || profile.act !== null),
    facts: factsOfCatalog(catalog),
    tierMetrics: [],
    baseSum: new Float64Array(count),
    baseWeight: new Float64Array(count),
    satTierFit: new Float64Array(count),
    satBandFit: new Float64Array(SAT_BANDS.length),
    systemUg: new Int32Array(GROUP_ORDER.length),
    actAsSat: profile.act === null ? Number.NaN : actToSat(profile.act),
    subjectRank: Number.NaN,
    core: new Float64Array(CORE_SIZE),
    factors: createFactorCache(),
  };
  const satValue = profile.act !== null ? context.actAsSat : profile.sat;
  TIERS.forEach((tier, index) => {
    const metrics = tierLevelMetrics(profile, tier);
    context.tierMetrics[index] = metrics;
    for (const metric of metrics) {
      context.baseSum[index] = (context.baseSum[index] ?? 0) + metric.fit * metric.weight;
      context.baseWeight[index] = (context.baseWeight[index] ?? 0) + metric.weight;
    }
    context.satTierFit[index] = satValue === null ? Number.NaN : tierFit(satValue, tier.sat, SPREADS.sat);
  });
  SAT_BANDS.forEach((band, index) => {
    context.satBandFit[index] =
      satValue === null ? Number.NaN : tierFit(satValue, band.typical, satBandSpread(band));
  });
  const row = profile.system ? SYSTEM_FIT[profile.system] : undefined;
  GROUP_ORDER.forEach((_, group) => {
    context.systemUg[group] = row?.[group] ?? UNKNOWN_SYSTEM_FIT;
  });
  return context;
}

/** satMetric's fit from the facts arrays (see there). */
function satFitAt(context: Context, i: number, tierIndex: number): number {
  const { profile, facts } = context;
  if (profile.act !== null) {
    const act25 = facts.act25[i] ?? Number.NaN;
    const act75 = facts.act75[i] ?? Number.NaN;
    if (!Number.isNaN(act25) && !Number.isNaN(act75))
      return percentileFit(profile.act, act25, act75, ACT_MIN_SPAN);
  }
  const sat = profile.act !== null ? context.actAsSat : (profile.sat ?? Number.NaN);
  const sat25 = facts.sat25[i] ?? Number.NaN;
  const sat75 = facts.sat75[i] ?? Number.NaN;
  if (!Number.isNaN(sat25) && !Number.isNaN(sat75)) return percentileFit(sat, sat25, sat75, SAT_MIN_SPAN);
  const band = facts.satBand[i] ?? NO_BAND;
  if (band !== NO_BAND) return context.satBandFit[band] ?? Number.NaN;
  return context.satTierFit[tierIndex] ?? Number.NaN;
}

/** Slots of Context.core. */
const CORE = {
  tier: 0,
  weight: 1,
  score: 2,
  background: 3,
  system: 4,
  academic: 5,
  overall: 6,
  cap: 7,
  rate: 8,
  /** 1 when the chosen subject's rank, not the school's overall rank or rate, set the tier. */
  bySubject: 9,
  expected: 10,
} as const;
const CORE_SIZE = 11;

/**
 * The numbers of school i into context.core (context.subjectRank set by candidateRank): the one
 * computation behind every list and single evaluation, so that a school gets the same figures whichever
 * way it is evaluated.
 *
 * Difficulty: the tier of the school's overall rank (undergraduates at US schools: of its own admission
 * rate, see tierIndexOf), made harder, never easier, by the subject rank: a top-50 computer science
 * department is judged as a top-50 school even where the university as a whole admits 60%. The rate is
 * the school's own (US undergraduates) or the tier's, and for a harder subject at most the subject tier's.
 */
function computeCore(context: Context, i: number): void {
  const { facts, ug, profile } = context;
  const baseTier = (ug ? facts.ugTier[i] : facts.rankTier[i]) ?? LAST_TIER;
  const subjectTier = Number.isNaN(context.subjectRank) ? LAST_TIER : tierIndexOf(context.subjectRank);
  const bySubject = subjectTier < baseTier;
  const tier = bySubject ? subjectTier : baseTier;
  const own = ug ? (facts.ownRate[i] ?? Number.NaN) : Number.NaN;
  const tierRate = ug ? tierAt(tier).rate.ug : tierAt(tier).rate.master;
  const rate = clamp(Number.isNaN(own) ? tierRate : bySubject ? Math.min(own, tierRate) : own, 0.02, 0.98);
  let sum = context.baseSum[tier] ?? 0;
  let weight = context.baseWeight[tier] ?? 0;
  if (context.satAct) {
    const w = satWeight(facts.northAmerica[i] === 1);
    sum += satFitAt(context, i, tier) * w;
    weight += w;
  }
  const score = weight > 0 ? sum / weight : 50;
  const selectivity = selectivityOf(rate);
  const expected = expectedBackground(profile.degree, selectivity);
  const background = backgroundFit(profile, expected);
  const systemBase = ug
    ? (context.systemUg[facts.group[i] ?? 0] ?? UNKNOWN_SYSTEM_FIT)
    : profile.schoolListed
      ? MASTER_SYSTEM_FIT.listed
      : facts.listBasedTop[i] === 1
        ? MASTER_SYSTEM_FIT.typedListBased
        : MASTER_SYSTEM_FIT.typed;
  const system = systemFit(systemBase, selectivity);
  const academic = logit(rate) + (MODEL.scorePerUnit * (score - 50)) / 25;
  const core = context.core;
  core[CORE.tier] = tier;
  core[CORE.weight] = weight;
  core[CORE.score] = score;
  core[CORE.background] = background;
  core[CORE.system] = system;
  core[CORE.academic] = academic;
  core[CORE.overall] =
    academic +
    (MODEL.backgroundPerUnit * (background - MODEL.backgroundCenter)) / 25 +
    (MODEL.systemPerUnit * (system - MODEL.systemCenter)) / 25;
  core[CORE.cap] = Math.min(
    0.99,
    MODEL.maxRateMultiple * rate,
    rate < MODEL.safetyMinRate ? MODEL.belowSafetyCap : 0.99,
  );
  core[CORE.rate] = rate;
  core[CORE.bySubject] = bySubject ? 1 : 0;
  core[CORE.expected] = expected;
}

/** matchResult from context.core: the chance in percent, capped (see computeCore). */
function coreMatch(context: Context): number {
  const core = context.core;
  const cap = core[CORE.cap] ?? 0.99;
  return percent(100 * clamp(Math.min(logistic(core[CORE.overall] ?? 0), cap), 0.01, 0.99));
}

function stateOf(matchResult: number): MatchingState {
  return matchResult < MODEL.reachBelow * 100 ? '01' : matchResult < MODEL.matchBelow * 100 ? '02' : '03';
}

export interface Evaluation {
  school: CatalogSchool;
  tierIndex: number;
  /** The admission rate used: the school's own (US undergraduates), the tier's, or the subject tier's. */
  rate: number;
  ownRate: boolean;
  /** The subject rank that set the difficulty (Context.subjectRank), NaN when none did. */
  subjectRank: number;
  /** Whether that subject rank made the school harder than its overall rank or rate. */
  bySubject: boolean;
  /** Activities or work/internship paragraphs a school of this selectivity usually sees. */
  expectedBackground: number;
  /** Whether the student gave any metric that could be scored. */
  scored: boolean;
  state: MatchingState;
  matchResult: number;
  studyResult: number;
  backgroudResult: number;
  systemResult: number;
  scoreResult: number;
  /** Subject rank among the chosen majors (or the reference rank): ordering and selection. */
  sortRank: number | null;
  /** The state's selection order as one number (lower first): see selectionKey. */
  key: number;
}

const RANK_CAP = 99_999;

/**
 * Reach: competitive reaches (ranked, scoreResult at least MODEL.competitiveScore) first, best rank first,
 * then the other ranked reaches, highest match first (the most attainable), then the unranked ones. Match
 * and safety: best rank first (unranked last), then highest match. Then the id. One exact number (below
 * 2^53) per school, so keeping the best ten is number comparisons.
 */
function selectionKey(
  state: MatchingState,
  matchResult: number,
  sortRank: number | null,
  idOrder: number,
  score: number,
) {
  const rank = Math.min(sortRank ?? RANK_CAP, RANK_CAP);
  if (state !== '01') return rank * 1e7 + (100 - matchResult) * 1e4 + idOrder;
  if (sortRank !== null && score >= MODEL.competitiveScore)
    return rank * 1e7 + (100 - matchResult) * 1e4 + idOrder;
  return (sortRank === null ? 4e12 : 2e12) + (100 - matchResult) * 1e9 + rank * 1e4 + idOrder;
}

/** The evaluation of school i from context.core (computeCore just ran for it). */
function evaluationFromCore(context: Context, school: CatalogSchool, sortRank: number | null): Evaluation {
  const { facts, ug } = context;
  const core = context.core;
  const i = school.index;
  const cap = core[CORE.cap] ?? 0.99;
  const matchResult = coreMatch(context);
  const state = stateOf(matchResult);
  const study = clamp(Math.min(logistic(core[CORE.academic] ?? 0), cap), 0.01, 0.99);
  const score = core[CORE.score] ?? 50;
  return {
    school,
    tierIndex: core[CORE.tier] ?? 0,
    rate: core[CORE.rate] ?? 0.5,
    ownRate: ug && !Number.isNaN(facts.ownRate[i] ?? Number.NaN),
    subjectRank: context.subjectRank,
    bySubject: core[CORE.bySubject] === 1,
    expectedBackground: core[CORE.expected] ?? 0,
    scored: (core[CORE.weight] ?? 0) > 0,
    state,
    matchResult,
    studyResult: percent(study * 100),
    backgroudResult: core[CORE.background] ?? MODEL.backgroundCenter,
    systemResult: core[CORE.system] ?? UNKNOWN_SYSTEM_FIT,
    scoreResult: percent(score),
    sortRank,
    key: selectionKey(state, matchResult, sortRank, facts.idOrder[i] ?? 0, score),
  };
}

function evaluateWith(context: Context, school: CatalogSchool, sortRank: number | null): Evaluation {
  computeCore(context, school.index);
  return evaluationFromCore(context, school, sortRank);
}

/**
 * Eligibility and the sort rank of school i (docs/ai-matching.md, "Eligibility"); sets
 * context.subjectRank for computeCore. undefined when the school is not offered:
 * - to an undergraduate, a graduate-only school (the catalog's graduateOnly, or a US medical/graduate
 *   school by name without a College Scorecard record);
 * - with majors chosen (and filterMajors), a school without a QS subject rank for one of them;
 * - a school with too little data to judge: no overall rank (QS, THE, ARWU), no subject rank, and for an
 *   undergraduate no College Scorecard admission rate.
 * The sort rank: the best subject rank among the chosen majors, or the reference rank (null: unranked).
 */
function candidateRank(
  context: Context,
  catalog: AiCatalog,
  i: number,
  filterMajors = true,
): number | null | undefined {
  const { profile, facts, ug } = context;
  if (ug && facts.graduateOnly[i] === 1) return undefined;
  const ref = facts.refRank[i] ?? Number.NaN;
  let chosen = Number.NaN;
  if (!profile.anyMajor) {
    const majorRanks = catalog.schools[i]?.majorRanks;
    for (const code of profile.majors) {
      const rank = majorRanks?.get(code);
      if (rank !== undefined && !(rank >= chosen)) chosen = rank;
    }
    if (filterMajors && Number.isNaN(chosen)) return undefined;
  }
  const subject = !Number.isNaN(chosen)
    ? chosen
    : Number.isNaN(ref)
      ? (facts.bestSubject[i] ?? Number.NaN)
      : Number.NaN;
  if (Number.isNaN(ref) && Number.isNaN(subject) && !(ug && !Number.isNaN(facts.ownRate[i] ?? Number.NaN)))
    return undefined;
  context.subjectRank = subject;
  if (filterMajors && !profile.anyMajor) return chosen;
  return Number.isNaN(ref) ? null : ref;
}

function toResultItem(context: Context, evaluation: Evaluation, catalog: AiCatalog): AiResultItem {
  const { profile } = context;
  const { school } = evaluation;
  const northAmerica = context.facts.northAmerica[school.index] === 1;
  const sat = satMetric(profile, school, tierAt(evaluation.tierIndex), satWeight(northAmerica));
  return {
    id: school.id,
    universityId: school.id,
    nameCn: school.nameCn,
    nameEn: school.nameEn,
    country: school.countryName,
    countryCode: school.countryCode,
    buildingImagePreviewUrl: null,
    logoPreviewUrl: null,
    logoText: school.logoText,
    matchingState: evaluation.state,
    matchingStateName: MATCHING_STATES[evaluation.state].name,
    matchResult: evaluation.matchResult,
    studyResult: evaluation.studyResult,
    backgroudResult: evaluation.backgroudResult,
    systemResult: evaluation.systemResult,
    scoreResult: evaluation.scoreResult,
    majorResult: majorResultOf(profile, school, catalog.majorNames),
    explanation: explanationOf(context, evaluation, catalog, sat),
  };
}

// ---------------------------------------------------------------------------------------------
// The list
// ---------------------------------------------------------------------------------------------

/** Output order: state, then match descending, then rank, then id. */
function OUTPUT_ORDER(a: Evaluation, b: Evaluation): number {
  return (
    (a.state < b.state ? -1 : a.state > b.state ? 1 : 0) ||
    b.matchResult - a.matchResult ||
    Math.min(a.sortRank ?? RANK_CAP, RANK_CAP) - Math.min(b.sortRank ?? RANK_CAP, RANK_CAP) ||
    a.key - b.key
  );
}

/** Keeps the `size` lowest keys of a stream in `top`, ascending (keys are unique: no ties). */
function insertByKey(top: Evaluation[], size: number, evaluation: Evaluation): void {
  let at = top.length;
  while (at > 0 && evaluation.key < (top[at - 1]?.key ?? Number.NEGATIVE_INFINITY)) at -= 1;
  top.splice(at, 0, evaluation);
  if (top.length > size) top.pop();
}

/**
 * The matched list: every school in the chosen countries (ranked for one of the chosen majors unless 不限专业)
 * evaluated, then up to MODEL.perState of each state kept (reach: ranked first, highest match first; match
 * and safety: best rank first), ordered by state, match descending, rank, id. A school that cannot enter
 * its state's ten is dropped after its match percentage; only the kept ones become objects with texts.
 *
 * 不限专业 sorts by the reference rank, so every ranked school comes before every unranked one in each state's
 * order: the ranked schools of all chosen countries are evaluated first, and the unranked ones only while
 * some state still has room for one (fewer than ten kept, or an unranked one among them). The result is the
 * same as evaluating them all (tests compare the two on generated profiles).
 */
function selectEvaluations(context: Context, catalog: AiCatalog, exhaustive = false): Evaluation[] {
  const { facts, profile } = context;
  const top: Buckets = { '01': [], '02': [], '03': [] };
  const countries: { indexes: Int32Array; ranked: number }[] = [];
  for (const country of [...profile.countries].sort()) {
    const entry = facts.byCountry.get(country);
    if (entry) countries.push(entry);
  }
  const early = profile.anyMajor && !exhaustive;
  for (const { indexes, ranked } of countries) {
    const end = early ? ranked : indexes.length;
    for (let k = 0; k < end; k += 1) consider(context, catalog, top, indexes[k] ?? 0);
  }
  if (early) {
    for (const { indexes, ranked } of countries) {
      for (let k = ranked; k < indexes.length && roomForUnranked(top); k += 1) {
        consider(context, catalog, top, indexes[k] ?? 0);
      }
    }
  }
  return [...top['01'], ...top['02'], ...top['03']].sort(OUTPUT_ORDER);
}

type Buckets = Record<MatchingState, Evaluation[]>;

/** Evaluates school i and keeps it in its state's bucket when it is among the best MODEL.perState. */
function consider(context: Context, catalog: AiCatalog, top: Buckets, i: number): void {
  const sortRank = candidateRank(context, catalog, i);
  if (sortRank === undefined) return;
  computeCore(context, i);
  const matchResult = coreMatch(context);
  const state = stateOf(matchResult);
  const bucket = top[state];
  const worst = bucket.length >= MODEL.perState ? bucket[bucket.length - 1] : undefined;
  const score = context.core[CORE.score] ?? 50;
  const key = selectionKey(state, matchResult, sortRank, context.facts.idOrder[i] ?? 0, score);
  if (worst && key >= worst.key) return;
  const school = catalog.schools[i];
  if (school) insertByKey(bucket, MODEL.perState, evaluationFromCore(context, school, sortRank));
}

/** Whether an unranked school could still be kept in some state. */
function roomForUnranked(top: Buckets): boolean {
  for (const state of MATCHING_STATE_CODES) {
    const bucket = top[state];
    if (bucket.length < MODEL.perState || bucket[bucket.length - 1]?.sortRank === null) return true;
  }
  return false;
}

/** The list without the early stop (tests: it must equal chooseUniversities). */
export function chooseUniversitiesExhaustive(catalog: AiCatalog, request: AiRequest): AiResultItem[] {
  const context = createContext(toProfile(request), catalog);
  return selectEvaluations(context, catalog, true).map((evaluation) =>
    toResultItem(context, evaluation, catalog),
  );
}

export function chooseUniversities(catalog: AiCatalog, request: AiRequest): AiResultItem[] {
  const context = createContext(toProfile(request), catalog);
  return selectEvaluations(context, catalog).map((evaluation) => toResultItem(context, evaluation, catalog));
}

/**
 * One school against a stored request, ignoring its country and major filters (detail-page joins); the
 * chosen majors still set the difficulty where the school is ranked for one. null when the school is not
 * offered at this level or has too little data to judge (candidateRank): the row stays 待评估.
 */
export function evaluateOne(
  catalog: AiCatalog,
  request: AiRequest,
  school: CatalogSchool,
): AiResultItem | null {
  const context = createContext(toProfile(request), catalog);
  const sortRank = candidateRank(context, catalog, school.index, false);
  if (sortRank === undefined) return null;
  return toResultItem(context, evaluateWith(context, school, sortRank), catalog);
}

/**
 * The numbers of one school against a request (tests and tools), as evaluateOne judges it; null when it is
 * not offered.
 */
export function evaluateSchool(
  catalog: AiCatalog,
  request: AiRequest,
  school: CatalogSchool,
): Evaluation | null {
  const context = createContext(toProfile(request), catalog);
  const sortRank = candidateRank(context, catalog, school.index, false);
  if (sortRank === undefined) return null;
  return evaluateWith(context, school, sortRank);
}
