/**
 * The AI school selection's in-memory view of the catalog: every university with what the engine reads
 * (ranks, College Scorecard admission statistics, QS subject ranks per major) and the 61 majors' Chinese
 * names. The catalog is read-only at runtime, so it is loaded once, lazily on the first request, with two
 * statements (the universities with their subject ranks aggregated per row, then the majors), and shared
 * by every request after that: evaluating a request runs no SQL.
 *
 * Also each school's level (graduateOnly: never offered to undergraduates).
 *
 * Memory: ~5,200 small objects and ~27,000 subject ranks in per-school Maps, about 3 MB.
 */
import { asc, sql } from 'drizzle-orm';

import type { Database } from '../../lib/database.ts';
import { createSnapshot } from '../school/school.catalog-index.ts';
import { universitiesTable } from '../school/school.table.ts';
import { majorsTable } from '../school/major.table.ts';

/** College Scorecard 2021-22 (US only): admission rate and the 25th/75th percentiles of SAT and ACT. */
export interface AdmissionData {
  rate: number | null;
  sat25: number | null;
  sat75: number | null;
  act25: number | null;
  act75: number | null;
}

export interface CatalogSchool {
  /** Position in AiCatalog.schools. */
  index: number;
  id: string;
  nameCn: string;
  nameEn: string;
  countryCode: string;
  countryName: string;
  logoText: string;
  qsLabel: string | null;
  theLabel: string | null;
  arwuLabel: string | null;
  /** The mean of the rank numbers present among QS 2027, THE 2025 and ARWU 2025 (a band: its lower bound). */
  refRank: number | null;
  admission: AdmissionData | null;
  /** QS subject rank number per major code (M01..M61). */
  majorRanks: Map<string, number>;
  /** The major this school ranks best in (lowest number, then lowest code), or null. */
  bestMajor: string | null;
  /**
   * The school admits graduate students only (the catalog build's list of graduate-only institutions,
   * universities.graduate_only): never offered to an undergraduate.
   */
  graduateOnly: boolean;
  /** Where graduateOnly is stated, or null. */
  levelSource: string | null;
}

export interface AiCatalog {
  schools: CatalogSchool[];
  byId: Map<string, CatalogSchool>;
  byCountry: Map<string, CatalogSchool[]>;
  /** Major code -> Chinese name. */
  majorNames: Map<string, string>;
}

type Num = number | null;

function numberAt(values: Num[] | null, index: number): number | null {
  const value = values?.[index];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function toAdmission(values: Num[] | null): AdmissionData | null {
  if (!values) return null;
  const admission: AdmissionData = {
    rate: numberAt(values, 0),
    sat25: numberAt(values, 1),
    sat75: numberAt(values, 2),
    act25: numberAt(values, 3),
    act75: numberAt(values, 4),
  };
  return Object.values(admission).some((value) => value !== null) ? admission : null;
}

export function meanRank(ranks: (number | null)[]): number | null {
  const present = ranks.filter((rank): rank is number => rank !== null);
  if (present.length === 0) return null;
  return Math.round(present.reduce((sum, rank) => sum + rank, 0) / present.length);
}

function bestMajorOf(majorRanks: Map<string, number>): string | null {
  let best: [string, number] | null = null;
  for (const [code, rank] of majorRanks) {
    if (!best || rank < best[1] || (rank === best[1] && code < best[0])) best = [code, rank];
  }
  return best ? best[0] : null;
}

async function loadAiCatalog(db: Database): Promise<AiCatalog> {
  const u = universitiesTable;
  const rows = await db
    .select({
      id: u.id,
      nameCn: u.nameCn,
      nameEn: u.nameEn,
      countryCode: u.countryCode,
      countryName: u.countryName,
      logoText: u.logoText,
      qsLabel: u.qsLabel,
      qsRank: u.qsRank,
      theLabel: u.theLabel,
      theRank: u.theRank,
      arwuLabel: u.arwuLabel,
      arwuRank: u.arwuRank,
      admission: u.admission,
      graduateOnly: u.graduateOnly,
      levelSource: u.levelSource,
      majors: sql<[string, number][] | null>`(
        select json_agg(json_build_array(um.major_code, um.rank_number) order by um.major_code)
        from university_majors um where um.university_id = ${u.id}
      )`,
    })
    .from(u)
    .orderBy(asc(u.id));
  const majorRows = await db
    .select({ code: majorsTable.code, nameCn: majorsTable.nameCn })
    .from(majorsTable)
    .orderBy(asc(majorsTable.sort));

  const schools = rows.map((row, index): CatalogSchool => {
    const majorRanks = new Map<string, number>();
    for (const [code, rank] of row.majors ?? []) majorRanks.set(code, Number(rank));
    return {
      index,
      id: row.id,
      nameCn: row.nameCn,
      nameEn: row.nameEn,
      countryCode: row.countryCode,
      countryName: row.countryName,
      logoText: row.logoText,
      qsLabel: row.qsLabel,
      theLabel: row.theLabel,
      arwuLabel: row.arwuLabel,
      refRank: meanRank([row.qsRank, row.theRank, row.arwuRank]),
      admission: toAdmission(row.admission),
      majorRanks,
      bestMajor: bestMajorOf(majorRanks),
      graduateOnly: row.graduateOnly,
      levelSource: row.levelSource,
    };
  });
  const byCountry = new Map<string, CatalogSchool[]>();
  for (const school of schools) {
    const list = byCountry.get(school.countryCode);
    if (list) list.push(school);
    else byCountry.set(school.countryCode, [school]);
  }
  return {
    schools,
    byId: new Map(schools.map((school) => [school.id, school])),
    byCountry,
    majorNames: new Map(majorRows.map((row) => [row.code, row.nameCn])),
  };
}

/** A snapshot of the catalog: loaded on the first use, reloaded after invalidate(). */
export function createAiCatalog(db: Database) {
  return createSnapshot(() => loadAiCatalog(db));
}

export type AiCatalogSnapshot = ReturnType<typeof createAiCatalog>;

const SHARED = new WeakMap<Database, AiCatalogSnapshot>();

/**
 * The one snapshot of a database, shared by the modules that read it (the AI routes and 我的大学List), so
 * that the catalog is loaded and held once.
 */
export function sharedAiCatalog(db: Database): AiCatalogSnapshot {
  let snapshot = SHARED.get(db);
  if (!snapshot) {
    snapshot = createAiCatalog(db);
    SHARED.set(db, snapshot);
  }
  return snapshot;
}
