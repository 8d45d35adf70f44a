import { existsSync } from 'node:fs';

import { beforeAll, describe, expect, it } from 'vitest';

import {
  buildCatalog,
  isGarbageNameCn,
  logoTextOf,
  normaliseName,
  SHARED_DATA_DIR,
  type CatalogBuild,
} from '../../scripts/build-catalog.ts';
import { parseRank, type CatalogUniversityRow } from '../../server/seed/catalog/catalog-files.ts';
import { dataKey, notSamePair } from '../../scripts/catalog-data-files.ts';
import { mergeGroups, type MergeGroup } from '../../scripts/catalog-merge.ts';
import { expectVerdicts } from '../helpers/verdicts.ts';
import { writeCatalogFixture } from './catalog-fixture.ts';

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
    expect(us[0]?.[1]).toBe('东北大学（美国）');
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

describe('catalog build on a fixture (merge rules, names, data files)', () => {
  let build: CatalogBuild;
  beforeAll(() => {
    const { dataDir, catalogDataDir } = writeCatalogFixture();
    build = buildCatalog(dataDir, { catalogDataDir });
  });
  const row = (nameEn: string, countryCode: string) => {
    const found = build.universities.filter((u) => u[2] === nameEn && u[3] === countryCode);
    expect(found).toHaveLength(1);
    return found[0] as CatalogUniversityRow;
  };
  const count = (pattern: RegExp) => build.universities.filter((u) => pattern.test(u[2])).length;

  it('joins "The University of X" with "X University" by city or domain, keeping the QS id', () => {
    const osaka = row('The University of Osaka', 'JP');
    expect(count(/Osaka/)).toBe(1);
    expect(osaka[1]).toBe('大阪大学');
    expect(osaka[17]).toBe('201-300');
    expect(osaka[10]).toBe('95');
    expect(build.merges).toContainEqual(
      expect.objectContaining({ a: 'The University of Osaka', b: 'Osaka University', rule: 'of-swap' }),
    );
    expect(build.redirects.some(([, to]) => to === osaka[0])).toBe(true);
  });

  it('joins campus suffixes and abbreviations: Penn State University - University Park = Pennsylvania State University', () => {
    const psu = row('Pennsylvania State University', 'US');
    expect(count(/Penn/)).toBe(1);
    expect(psu[1]).toBe('宾夕法尼亚州立大学');
    expect(psu[15]).toBe('100');
    expect(psu[17]).toBe('101-150');
    expect(psu[21]).toEqual(expect.arrayContaining(['宾州州立', 'Penn State']));
  });

  it('joins accents and transliterations (Universität = Universitaet) and LMU Munich by acronym and city', () => {
    expect(count(/Beispielstadt/)).toBe(1);
    const lmu = row('Ludwig-Maximilians-Universität München', 'DE');
    expect(count(/LMU|Ludwig/)).toBe(1);
    expect(lmu[1]).toBe('慕尼黑大学');
    expect(lmu[15]).toBe('38');
    expect(lmu[20]).toBe('慕尼黑');
  });

  it('keeps one name in two countries apart and disambiguates a shared Chinese name', () => {
    expect(row('University of Georgia', 'US')[0]).not.toBe(row('University of Georgia', 'GE')[0]);
    const cn = row('Northeastern University', 'CN');
    const us = row('Northeastern University', 'US');
    expect(cn[1]).toBe('东北大学');
    expect(us[1]).toBe('东北大学（美国）');
    expect(us[21]).toContain('东北大学');
    const names = build.universities.map((u) => u[1]);
    expect(new Set(names).size).toBe(names.length);
  });

  it('detects garbage Chinese names and repairs them from the zh-names files', () => {
    expectVerdicts(
      isGarbageNameCn,
      [
        '索非亚大学???圣。克莱门特·奥赫里德斯基？？？',
        '下诺夫哥罗德国立技术大学关于。阿列克谢耶夫',
        '色雷斯德cri克利特大学',
        '印度理工学院Ropar',
      ],
      ['挪威BI商学院', '伦敦大学学院（UCL）'],
    );
    expect(row('Sofia University St Kliment Ohridski', 'BG')[1]).toBe('索非亚大学');
  });

  it('reads the four data files: names, aliases, cities, graduate-only; rank history newest first', () => {
    expect(build.dataFiles.missing).toEqual([]);
    expect(build.dataFiles.read).toEqual(
      expect.arrayContaining([
        'zh-names-1.csv',
        'zh-names-2.csv',
        'aliases.csv',
        'cities-zh.csv',
        'graduate-only.csv',
      ]),
    );
    const beispiel = row('Universität Beispielstadt', 'DE');
    expect(beispiel[1]).toBe('示例城大学');
    expect(beispiel[22]).toBe(true);
    expect(beispiel[23]).toBe('https://example.org/about');
    const imperial = row('Imperial College London', 'GB');
    expect(imperial[20]).toBe('伦敦');
    expect(imperial[21]).toEqual(expect.arrayContaining(['帝国理工', 'IC', 'Imperial']));
    expect(imperial[24]).toEqual([
      { ranking: 'QS', edition: '2027', label: '2' },
      { ranking: 'QS', edition: '2026', label: '2' },
      { ranking: 'THE', edition: '2025', label: '9' },
      { ranking: 'THE', edition: '2016', label: '80' },
      { ranking: 'ARWU', edition: '2024', label: '26' },
      { ranking: 'USNEWS', edition: '2025-2026', label: '13' },
    ]);
    // no Chinese name: listed as a gap, top 1000 first
    expect(build.nameGaps.map((gap) => gap.nameEn)).toContain('University of Georgia');
    expect(build.coverage.all).toBe(build.universities.length);
  });
});

describe('merge rules that must not join two schools', () => {
  const group = (
    id: string,
    countryCode: string,
    name: string,
    extra: Partial<MergeGroup> = {},
  ): MergeGroup => ({
    id,
    countryCode,
    label: name,
    names: [name],
    keys: [normaliseName(name)],
    cities: [],
    domains: [],
    sources: [id],
    acronyms: [],
    rorIds: [],
    ...extra,
  });

  it('does not read "Tech University" as an abbreviation of "Institute of Technology" (another kind of school)', () => {
    const result = mergeGroups([
      group('a', 'CN', 'Nanjing Institute of Technology'),
      group('b', 'CN', 'Nanjing Tech University'),
    ]);
    expect(result.unions).toEqual([]);
  });

  it('keeps the pairs of the not-same file apart (Dalian University and Dali University)', () => {
    const groups = [group('a', 'CN', 'Dalian University'), group('b', 'CN', 'Dali University')];
    expect(mergeGroups(groups).unions).toHaveLength(1);
    const notSamePairs = new Set([
      notSamePair(dataKey('Dalian University', 'CN'), dataKey('Dali University', 'CN')),
    ]);
    expect(mergeGroups(groups, { notSamePairs }).unions).toEqual([]);
  });
});
