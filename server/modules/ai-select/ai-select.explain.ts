/**
 * What a result says in words (docs/ai-matching.md, "Majors and the explanation"): majorResult (the chosen
 * majors a school is ranked for, or its best-ranked major for 不限专业) and the one-line explanation, built
 * from the factors that moved the result most. The figures come from the engine (ai-select.engine.ts); this
 * file only ranks the factors and writes the texts, so it imports the engine's types and nothing else of it.
 */
import { DICTIONARIES } from '../../../src/contract/dictionaries.ts';
import type { AiCatalog, CatalogSchool } from './ai-select.catalog.ts';
import type { CatalogFacts, Context, Evaluation, Metric, Profile } from './ai-select.engine.ts';
import { MODEL, TIERS, tierAt } from './ai-select.tables.ts';

const SYSTEM_NAMES = new Map<string, string>(
  DICTIONARIES.EDUCATION_SYSTEM.map(([code, name]) => [code, name]),
);

export function majorResultOf(
  profile: Profile,
  school: CatalogSchool,
  majorNames: Map<string, string>,
): string {
  if (profile.anyMajor) return school.bestMajor ? (majorNames.get(school.bestMajor) ?? '') : '';
  let result = '';
  for (const code of profile.majors) {
    if (!school.majorRanks.has(code)) continue;
    const name = majorNames.get(code);
    if (name) result = result === '' ? name : `${result}、${name}`;
  }
  return result;
}

function formatRate(rate: number): string {
  const pct = rate * 100;
  return pct < 1 ? '<1%' : `${Math.round(pct)}%`;
}

/** How the explanation names the schools a tier's typical levels describe, when not by the rank tier. */
const RATE_TIER_PHRASE = '录取率相近院校';
const SUBJECT_TIER_PHRASE = '该专业排名相近院校';

/** What set the tier: 0 the overall rank, 1 the school's own admission rate, 2 the subject rank. */
type TierBasis = 0 | 1 | 2;

function phraseOf(tierIndex: number, basis: TierBasis): string {
  return basis === 2 ? SUBJECT_TIER_PHRASE : basis === 1 ? RATE_TIER_PHRASE : tierAt(tierIndex).phrase;
}

function basisOf(context: Context, evaluation: Evaluation): TierBasis {
  if (evaluation.bySubject) return 2;
  return context.ug && context.facts.ugTierByRate[evaluation.school.index] === 1 ? 1 : 0;
}

function metricText(metric: Metric, phrase: string): string {
  const head = `${metric.label} ${metric.shown}`;
  if (metric.own) {
    if (metric.value > metric.p75) return `${head} 高于该校75分位(${metric.p75})`;
    if (metric.value < metric.p25) return `${head} 低于该校25分位(${metric.p25})`;
    return `${head} 位于该校25-75分位(${metric.p25}-${metric.p75})`;
  }
  const gap = (metric.value - metric.typical) / metric.spread;
  const verdict = gap >= 0.5 ? '高于' : gap <= -0.5 ? '低于' : '接近';
  return `${head} ${verdict}${phrase}常见水平(${metric.typical})`;
}

function rankText(school: CatalogSchool): string {
  if (school.qsLabel) return `QS排名 ${school.qsLabel}`;
  if (school.theLabel) return `THE排名 ${school.theLabel}`;
  if (school.arwuLabel) return `ARWU排名 ${school.arwuLabel}`;
  return '暂无世界排名';
}

/**
 * What the explanation says of a school whatever the student: worked out once per catalog snapshot, so
 * that a request only formats the figures and texts it computed.
 */
interface CatalogTexts {
  /** The explanation's selectivity: the school's own admission rate (undergraduate), else its rank. */
  rateTexts: string[];
  rankTexts: string[];
}

function computeTexts(catalog: AiCatalog, facts: CatalogFacts): CatalogTexts {
  const texts: CatalogTexts = { rateTexts: [], rankTexts: [] };
  for (const school of catalog.schools) {
    const i = school.index;
    const own = facts.ownRate[i] ?? Number.NaN;
    texts.rateTexts[i] = Number.isNaN(own) ? '' : `录取率 ${formatRate(own)}`;
    texts.rankTexts[i] = rankText(school);
  }
  return texts;
}

const TEXTS = new WeakMap<AiCatalog, CatalogTexts>();

function textsOfCatalog(catalog: AiCatalog, facts: CatalogFacts): CatalogTexts {
  let texts = TEXTS.get(catalog);
  if (!texts) {
    texts = computeTexts(catalog, facts);
    TEXTS.set(catalog, texts);
  }
  return texts;
}

interface Factor {
  text: string;
  impact: number;
}

/** The factors of one request (Context.factors): built when first needed, then shared by its schools. */
export interface FactorCache {
  /** Per tier (and phrase): the tier-level metrics' factors. */
  tier: (Factor[] | undefined)[];
  /** The best two factors of the school being explained (pickFactors). */
  first: Factor | undefined;
  second: Factor | undefined;
}

export function createFactorCache(): FactorCache {
  return { tier: [], first: undefined, second: undefined };
}

/**
 * The factors the tier alone decides (the tier-level metrics), built once per tier (and phrase) per
 * request: most listed schools share a few tiers.
 */
function tierFactors(context: Context, tierIndex: number, basis: TierBasis): Factor[] {
  const slot = basis * TIERS.length + tierIndex;
  const cached = context.factors.tier[slot];
  if (cached) return cached;
  const phrase = phraseOf(tierIndex, basis);
  const factors = (context.tierMetrics[tierIndex] ?? []).map((metric): Factor => ({
    text: metricText(metric, phrase),
    impact: metric.weight * Math.abs(metric.fit - 50),
  }));
  context.factors.tier[slot] = factors;
  return factors;
}

/** The background factor of a school: what the student lists against what its selectivity usually sees. */
function backgroundFactor(context: Context, evaluation: Evaluation): Factor {
  const { profile } = context;
  const background = evaluation.backgroudResult;
  const impact = MODEL.backgroundPerUnit * Math.abs(background - MODEL.backgroundCenter) * 0.5;
  const usual = Math.round(evaluation.expectedBackground);
  if (profile.degree === 'ug') {
    const ap = profile.apCourses > 0 ? `、AP课程 ${profile.apCourses} 门` : '';
    return { text: `课外活动 ${profile.activities} 项${ap}(该校常见约 ${usual} 项)`, impact };
  }
  return { text: `工作/实习经历 ${profile.experiences} 段(该校常见约 ${usual} 段)`, impact };
}

const MASTER_TYPED_TEXT = '该校常按本科院校名单审核，自填院校需补充说明';

/** The curriculum factor of a school, or null when the curriculum neither helps nor hurts much. */
function systemFactor(context: Context, evaluation: Evaluation): Factor | null {
  const { profile } = context;
  const systemResult = evaluation.systemResult;
  const impact = MODEL.systemPerUnit * Math.abs(systemResult - MODEL.systemCenter) * 0.5;
  if (profile.degree === 'master') {
    const typedListBased = !profile.schoolListed && context.facts.listBasedTop[evaluation.school.index] === 1;
    return typedListBased ? { text: MASTER_TYPED_TEXT, impact } : null;
  }
  const systemName = profile.system ? SYSTEM_NAMES.get(profile.system) : undefined;
  if (!systemName) return null;
  const country = evaluation.school.countryName;
  if (systemResult >= 90) return { text: `${systemName}课程与${country}申请契合`, impact };
  if (systemResult < 70) return { text: `${systemName}课程申请${country}该类院校认可度一般`, impact };
  return null;
}

const UNSCORED_FACTOR: Factor = { text: '未提供可量化的成绩，按该校中位水平估计', impact: 10 };

/** Keeps the best two factors in cache.first and cache.second, first come first on equal impact. */
function offerFactor(cache: FactorCache, factor: Factor): void {
  const first = cache.first;
  if (!first || factor.impact > first.impact) {
    cache.second = first;
    cache.first = factor;
  } else if (!cache.second || factor.impact > cache.second.impact) {
    cache.second = factor;
  }
}

/**
 * The two factors that moved the result most (each metric: its weight times its distance from 50;
 * background and curriculum: their shift of the chance; equal impacts keep the order metrics, SAT/ACT,
 * background, curriculum) into context.factors.first and .second.
 */
function pickFactors(context: Context, evaluation: Evaluation, sat: Metric | null): void {
  const { tierIndex } = evaluation;
  const cache = context.factors;
  const basis = basisOf(context, evaluation);
  cache.first = undefined;
  cache.second = undefined;
  for (const factor of tierFactors(context, tierIndex, basis)) offerFactor(cache, factor);
  if (sat) {
    const impact = sat.weight * Math.abs(sat.fit - 50);
    // without the school's own percentiles, a school with its own rate is compared with its rate band
    const ownRate = !Number.isNaN(context.facts.ownRate[evaluation.school.index] ?? Number.NaN);
    const phrase = context.ug && ownRate ? RATE_TIER_PHRASE : phraseOf(tierIndex, basis);
    offerFactor(cache, { text: metricText(sat, phrase), impact });
  }
  if (!evaluation.scored) offerFactor(cache, UNSCORED_FACTOR);
  offerFactor(cache, backgroundFactor(context, evaluation));
  const system = systemFactor(context, evaluation);
  if (system) offerFactor(cache, system);
}

/** The chosen major (or for 不限专业 the best-ranked one) whose subject rank set the difficulty. */
function subjectNameOf(context: Context, evaluation: Evaluation, catalog: AiCatalog): string {
  const { school, subjectRank } = evaluation;
  const code = context.profile.anyMajor
    ? school.bestMajor
    : (context.profile.majors.find((c) => school.majorRanks.get(c) === subjectRank) ?? null);
  return code ? (catalog.majorNames.get(code) ?? '') : '';
}

/**
 * The explanation of an evaluated school: the two factors that moved the result most (pickFactors; `sat` is
 * the school's SAT/ACT metric, null without one) with the school's selectivity in second place: its
 * admission rate (US undergraduates), its rank when the rate is the tier's assumption, and the subject
 * rank when that made the school harder; joined by '；'.
 */
export function explanationOf(
  context: Context,
  evaluation: Evaluation,
  catalog: AiCatalog,
  sat: Metric | null,
): string {
  pickFactors(context, evaluation, sat);
  const { first, second } = context.factors;
  const texts = textsOfCatalog(catalog, context.facts);
  const i = evaluation.school.index;
  let selectivity = evaluation.ownRate ? (texts.rateTexts[i] ?? '') : (texts.rankTexts[i] ?? '');
  if (evaluation.bySubject) {
    const subject = `${subjectNameOf(context, evaluation, catalog)}专业QS排名 ${evaluation.subjectRank}，按专业难度评估`;
    selectivity =
      evaluation.ownRate || evaluation.school.refRank !== null ? `${selectivity}，${subject}` : subject;
  }
  if (!first) return selectivity;
  const head = `${first.text}；${selectivity}`;
  return second ? `${head}；${second.text}` : head;
}
