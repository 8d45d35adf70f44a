import { existsSync } from 'node:fs';

import { beforeAll, describe, expect, it } from 'vitest';

import {
  buildCatalog,
  logoTextOf,
  normaliseName,
  SHARED_DATA_DIR,
  type CatalogBuild,
} from '../../scripts/build-catalog.ts';
import { parseRank } from '../../server/db/seed/catalog/catalog-files.ts';

describe('catalog build helpers', () => {
  it('parses published rank labels to their lower bound', () => {
    expect(parseRank('=12')).toEqual({ label: '=12', number: 12 });
    expect(parseRank('201–250')).toEqual({ label: '201-250', number: 201 });
    expect(parseRank('1401+')).toEqual({ label: '1401+', number: 1401 });
    expect(parseRank('Reporter')).toBeNull();
    expect(parseRank('-')).toBeNull();
  });

  it('normalises names and makes logo initials', () => {
    expect(normaliseName('The University of Hong Kong')).toBe('university of hong kong');
    expect(normaliseName('University College London（UCL）')).toBe('university college london ucl');
    expect(logoTextOf('University of Oxford', undefined)).toBe('UO');
    expect(logoTextOf('Massachusetts Institute of Technology', 'MIT')).toBe('MIT');
  });
});

describe.runIf(existsSync(SHARED_DATA_DIR))('catalog build on the shared data', () => {
  let build: CatalogBuild;
  beforeAll(() => {
    build = buildCatalog(SHARED_DATA_DIR);
  });

  const byName = (nameEn: string, countryCode: string) =>
    build.universities.filter((u) => u[2] === nameEn && u[3] === countryCode);

  it('has at least 3,000 universities and the 61 majors', () => {
    expect(build.universities.length).toBeGreaterThanOrEqual(3000);
    expect(build.majors).toHaveLength(61);
    expect(new Set(build.universities.map((u) => u[0])).size).toBe(build.universities.length);
  });

  it('keeps Northeastern University (US) and 东北大学 (China) apart', () => {
    const us = byName('Northeastern University', 'US');
    const cn = byName('Northeastern University', 'CN');
    expect(us).toHaveLength(1);
    expect(cn).toHaveLength(1);
    expect(us[0]?.[0]).not.toBe(cn[0]?.[0]);
    expect(cn[0]?.[1]).toBe('东北大学');
    expect(cn[0]?.[4]).toBe('中国');
    expect(us[0]?.[4]).toBe('美国');
  });

  it('joins MIT across the sources', () => {
    const [mit] = byName('Massachusetts Institute of Technology', 'US');
    expect(mit?.[1]).toBe('麻省理工学院');
    expect(mit?.[10]).toBe('1');
    expect(mit?.[5]).toBe('MIT');
    expect(mit?.[19]?.[0]).toBeLessThan(0.1);
    expect(mit?.[9]).toBe(1);
  });

  it('puts Oxford in 英国 and Hong Kong in 中国香港', () => {
    expect(byName('University of Oxford', 'GB')[0]?.[4]).toBe('英国');
    expect(byName('The University of Hong Kong', 'HK')[0]?.[4]).toBe('中国香港');
  });

  it('leaves under 1% of English names repeated within a country', () => {
    const keys = build.universities.map((u) => `${u[2]}|${u[3]}`);
    expect(new Set(keys).size).toBeGreaterThan(keys.length * 0.99);
  });
});
