/**
 * The generated catalog seed (scripts/build-catalog.ts writes it, `npm run data:build`): JSON Lines files
 * beside this module, the first line the column names, then one JSON array per row. Seeded when the
 * catalog tables are empty, and upserted when the files' hash differs from the one the database stores
 * (server/seed/index.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

export const CATALOG_FILES = {
  universities: 'universities.jsonl',
  majors: 'majors.jsonl',
  universityMajors: 'university-majors.jsonl',
  /** [former id, id]: universities joined by the build's merge rules; the seed moves references along. */
  redirects: 'university-redirects.jsonl',
} as const;

export const UNIVERSITY_REDIRECT_COLUMNS = ['fromId', 'toId'] as const;

export type CatalogRedirectRow = [fromId: string, toId: string];

export const UNIVERSITY_COLUMNS = [
  'id',
  'nameCn',
  'nameEn',
  'countryCode',
  'countryName',
  'logoText',
  'typeName',
  'city',
  'webPage',
  'aiRank',
  /** Published rank labels; the numbers are derived with parseRank when seeding. */
  'qsLabel',
  'qs2026Label',
  'qsScore',
  /** ar, er, fsr, cpf, ifr, isr, irn, eo, sus scores. */
  'qsIndicators',
  'usNewsLabel',
  'theLabel',
  'theScore',
  'arwuLabel',
  'arwuScore',
  /** admission rate, SAT 25/75, ACT 25/75, tuition in/out, international share, undergraduates. */
  'admission',
  /** Chinese name of the city, or null. */
  'cityCn',
  /** Names students type for the school (Chinese short names, English abbreviations), searchable. */
  'aliases',
  /** Admits postgraduate students only (never offered to an undergraduate applicant). */
  'graduateOnly',
  /** Where graduateOnly is stated (scripts/catalog-data/graduate-only.csv), or null. */
  'levelSource',
  /** Every published rank the sources give, newest edition first per ranking. */
  'rankHistory',
] as const;

type Num = number | null;
type Text = string | null;

export type CatalogUniversityRow = [
  id: string,
  nameCn: string,
  nameEn: string,
  countryCode: string,
  countryName: string,
  logoText: string,
  typeName: Text,
  city: Text,
  webPage: Text,
  aiRank: Num,
  qsLabel: Text,
  qs2026Label: Text,
  qsScore: Num,
  qsIndicators: Num[] | null,
  usNewsLabel: Text,
  theLabel: Text,
  theScore: Num,
  arwuLabel: Text,
  arwuScore: Num,
  admission: Num[] | null,
  cityCn: Text,
  aliases: string[],
  graduateOnly: boolean,
  levelSource: Text,
  rankHistory: CatalogRankHistoryEntry[],
];

/** One published rank of a school: ranking (QS, THE, ARWU, USNEWS), edition (e.g. '2027'), label ('=7', '201-250'). */
export interface CatalogRankHistoryEntry {
  ranking: 'QS' | 'THE' | 'ARWU' | 'USNEWS';
  edition: string;
  label: string;
}

export const MAJOR_COLUMNS = [
  'code',
  'nameCn',
  'subjectEn',
  'subjectCn',
  'broadAreaCn',
  'programCount',
  'rankedUniversities',
] as const;

export type CatalogMajorRow = [
  code: string,
  nameCn: string,
  subjectEn: string,
  subjectCn: string,
  broadAreaCn: string,
  programCount: number,
  rankedUniversities: number,
];

/** One line per major: its code, then [index of the university in universities.jsonl, rank label] pairs. */
export const UNIVERSITY_MAJOR_COLUMNS = ['majorCode', 'ranks'] as const;

export type CatalogUniversityMajorRow = [
  majorCode: string,
  ranks: [universityIndex: number, rankLabel: string][],
];

/** '=12' -> 12, '201-250' / '201–250' -> 201, '1401+' -> 1401; null when unranked. */
export function parseRank(raw: string | null | undefined): { label: string; number: number } | null {
  const label = (raw ?? '').trim().replace(/[–—]/g, '-');
  if (label === '' || label === '-' || /reporter/i.test(label)) return null;
  const match = /^=?\s*(\d+)/.exec(label);
  if (!match?.[1]) return null;
  return { label, number: Number.parseInt(match[1], 10) };
}

/** The data rows of a generated file (the header line checked against the expected columns). */
export function readCatalogFile<Row>(file: string, columns: readonly string[]): Row[] {
  const text = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
  const [header, ...lines] = text.split('\n').filter((line) => line !== '');
  if (header !== JSON.stringify(columns))
    throw new Error(`catalog seed ${file}: unexpected columns ${header}`);
  return lines.map((line) => JSON.parse(line) as Row);
}

/** sha256 of every generated file, in CATALOG_FILES order: what the database's catalog_versions row holds. */
export function catalogFilesHash(): string {
  const digest = createHash('sha256');
  for (const file of Object.values(CATALOG_FILES)) {
    digest.update(file).update('\u0000');
    digest.update(readFileSync(new URL(`./${file}`, import.meta.url)));
  }
  return digest.digest('hex');
}
