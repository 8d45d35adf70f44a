/**
 * The project's own catalog data files (scripts/catalog-data/, or CATALOG_DATA_DIR): written by people,
 * read by scripts/build-catalog.ts. Every file is optional; a missing one counts as empty and is named in
 * the build's output.
 *
 * - zh-names-*.csv (every file of that pattern): nameEn,countryCode,nameCn: the Chinese name of a school
 *   whose source name was missing or broken (an empty nameCn: no name found).
 * - aliases.csv: nameEn,countryCode,aliases: names students type, `|`-separated (帝国理工|IC|Imperial).
 * - cities-zh.csv: countryCode,city,cityCn: the Chinese name of a city as the sources write it.
 * - graduate-only.csv: nameEn,countryCode,level,source: schools that admit postgraduates only.
 *
 * Rows are keyed on the normalised English name + country (normaliseName), so "The University of X" and
 * "University of X" find the same row.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { normaliseName, parseCsv } from './catalog-text.ts';

export const DEFAULT_CATALOG_DATA_DIR = fileURLToPath(new URL('./catalog-data', import.meta.url));

export const CATALOG_DATA_FILE_NAMES = {
  zhNames: /^zh-names-.*\.csv$/,
  aliases: 'aliases.csv',
  cities: 'cities-zh.csv',
  graduateOnly: 'graduate-only.csv',
  /** Optional: pairs of names the merge must never join (two schools whose names look alike). */
  notSame: 'not-same.csv',
} as const;

export interface CatalogDataFiles {
  /** key (normalised English name|country) -> Chinese name ('' = looked for, none found). */
  zhNames: Map<string, string>;
  aliases: Map<string, string[]>;
  /** country|lower-case city -> Chinese city name. */
  cities: Map<string, string>;
  graduateOnly: Map<string, { level: string; source: string }>;
  /** notSamePair(keyA, keyB) of every pair the merge must not join. */
  notSame: Set<string>;
  /** The files read, relative to the directory. */
  read: string[];
  /** The expected files that were not there. */
  missing: string[];
}

export function dataKey(nameEn: string, countryCode: string): string {
  return `${normaliseName(nameEn)}|${countryCode.trim().toUpperCase()}`;
}

export function cityKey(countryCode: string, city: string): string {
  return `${countryCode.trim().toUpperCase()}|${city.trim().toLowerCase()}`;
}

export function emptyCatalogDataFiles(): CatalogDataFiles {
  return {
    zhNames: new Map(),
    aliases: new Map(),
    cities: new Map(),
    graduateOnly: new Map(),
    notSame: new Set(),
    read: [],
    missing: [],
  };
}

export function loadCatalogDataFiles(dir: string = DEFAULT_CATALOG_DATA_DIR): CatalogDataFiles {
  const files = emptyCatalogDataFiles();
  const read = (name: string): Record<string, string>[] | undefined => {
    const file = path.join(dir, name);
    if (!existsSync(file)) {
      files.missing.push(name);
      return undefined;
    }
    files.read.push(name);
    return parseCsv(readFileSync(file, 'utf8').replace(/^\uFEFF/, ''));
  };

  const zhFiles = existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => CATALOG_DATA_FILE_NAMES.zhNames.test(name))
        .sort()
    : [];
  if (zhFiles.length === 0) files.missing.push('zh-names-*.csv');
  for (const name of zhFiles) {
    for (const row of read(name) ?? []) {
      const nameEn = row.nameEn ?? '';
      const countryCode = row.countryCode ?? '';
      if (nameEn === '' || countryCode === '') continue;
      const key = dataKey(nameEn, countryCode);
      const nameCn = (row.nameCn ?? '').trim();
      // a later file's non-empty name wins over an earlier empty one
      if (nameCn !== '' || !files.zhNames.has(key)) files.zhNames.set(key, nameCn);
    }
  }
  for (const row of read(CATALOG_DATA_FILE_NAMES.aliases) ?? []) {
    const key = dataKey(row.nameEn ?? '', row.countryCode ?? '');
    const aliases = (row.aliases ?? '')
      .split('|')
      .map((alias) => alias.trim())
      .filter(Boolean);
    if (aliases.length > 0) files.aliases.set(key, [...(files.aliases.get(key) ?? []), ...aliases]);
  }
  for (const row of read(CATALOG_DATA_FILE_NAMES.cities) ?? []) {
    const cityCn = (row.cityCn ?? '').trim();
    if (cityCn !== '' && row.city) files.cities.set(cityKey(row.countryCode ?? '', row.city), cityCn);
  }
  for (const row of read(CATALOG_DATA_FILE_NAMES.graduateOnly) ?? []) {
    const level = (row.level ?? '').trim();
    // the file lists graduate-only schools; a row saying otherwise is a correction and is kept as false
    if (/under|本科|both|all|^no$|^false$/i.test(level)) continue;
    files.graduateOnly.set(dataKey(row.nameEn ?? '', row.countryCode ?? ''), {
      level,
      source: (row.source ?? '').trim(),
    });
  }
  if (existsSync(path.join(dir, CATALOG_DATA_FILE_NAMES.notSame))) {
    for (const row of read(CATALOG_DATA_FILE_NAMES.notSame) ?? []) {
      const country = row.countryCode ?? '';
      files.notSame.add(notSamePair(dataKey(row.nameA ?? '', country), dataKey(row.nameB ?? '', country)));
    }
  }
  return files;
}

/** One order-free key for a pair of name keys (dataKey) that are two schools. */
export function notSamePair(a: string, b: string): string {
  return a < b ? `${a}#${b}` : `${b}#${a}`;
}
