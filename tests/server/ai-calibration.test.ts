/**
 * Calibration of the AI engine against published data it does not see (docs/ai-matching.md,
 * "Calibration"): the College Scorecard 2021-22 CSV is read here directly and joined to the seeded catalog
 * by name. The engine normally compares a US undergraduate's SAT with the school's own Scorecard quartiles,
 * so the quartiles are held out: the engine runs on a copy of the catalog without any SAT/ACT percentiles
 * (it then compares the SAT with the typical level of the school's tier), and its labels are checked
 * against the real quartiles:
 * - a student at the school's 75th percentile is never 冲刺 where the school admits more than half;
 * - a student below its 25th percentile is never 保底 where it admits under a fifth.
 * The stricter run also holds out the admission rate (only the world ranks are left): the rank tiers'
 * assumed rates and typical SATs against the published figures, for the 75th-percentile check (at most
 * 5% wrong; world ranks cannot tell a selective college ranked low in research, hence the Scorecard rate).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { aiRequestSchema, type AiRequest } from '../../src/contract/ai.ts';
import {
  createAiCatalog,
  type AiCatalog,
  type CatalogSchool,
} from '../../server/modules/ai-select/ai-select.catalog.ts';
import { evaluateSchool } from '../../server/modules/ai-select/ai-select.engine.ts';
import { TYPICAL_UNDERGRADUATE_US } from '../helpers/ai-payloads.ts';
import { buildTestApp, type TestApp } from '../helpers/server.ts';

const SCORECARD_CSV = path.resolve(
  import.meta.dirname,
  '../../../shared/data/us-college-scorecard/scorecard_2021_22_institutions.csv',
);

interface Published {
  name: string;
  rate: number;
  /** SAT composite 25th/75th percentiles: the sums of the section percentiles (as the catalog build). */
  sat25: number;
  sat75: number;
}

function normalized(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/^the /, '')
    .replace(/[^a-z0-9]+/g, '');
}

/** Bachelor's institutions (PREDDEG 3) with an admission rate and all four SAT section percentiles. */
function readScorecard(): Map<string, Published> {
  const [header, ...lines] = readFileSync(SCORECARD_CSV, 'utf8').trim().split('\n');
  const columns = (header ?? '').split(',');
  const at = (name: string) => columns.indexOf(name);
  const byName = new Map<string, Published>();
  const duplicates = new Set<string>();
  for (const line of lines) {
    const cells = line.split(',');
    const value = (column: string) => {
      const cell = cells[at(column)] ?? '';
      return cell === '' ? Number.NaN : Number(cell);
    };
    const sat25 = value('SATVR25') + value('SATMT25');
    const sat75 = value('SATVR75') + value('SATMT75');
    const rate = value('ADM_RATE');
    if (cells[at('PREDDEG')] !== '3' || [sat25, sat75, rate].some(Number.isNaN)) continue;
    const name = cells[at('INSTNM')] ?? '';
    const key = normalized(name);
    if (byName.has(key)) duplicates.add(key);
    byName.set(key, { name, rate, sat25, sat75 });
  }
  for (const key of duplicates) byName.delete(key);
  return byName;
}

/** The catalog with some of every school's admission data taken away (a new object: new facts). */
function holdOut(catalog: AiCatalog, strip: (school: CatalogSchool) => CatalogSchool): AiCatalog {
  const schools = catalog.schools.map(strip);
  const byCountry = new Map<string, CatalogSchool[]>();
  for (const school of schools)
    byCountry.set(school.countryCode, [...(byCountry.get(school.countryCode) ?? []), school]);
  return { ...catalog, schools, byId: new Map(schools.map((s) => [s.id, s])), byCountry };
}

const withoutQuartiles = (school: CatalogSchool): CatalogSchool => ({
  ...school,
  admission: school.admission && { ...school.admission, sat25: null, sat75: null, act25: null, act75: null },
});
const withoutAdmission = (school: CatalogSchool): CatalogSchool => ({ ...school, admission: null });

/** A student known by a SAT only (AP track without a GPA, no language score, three activities). */
function satOnly(sat: number): AiRequest {
  const base = aiRequestSchema.parse(TYPICAL_UNDERGRADUATE_US);
  return {
    ...base,
    educationSystem: { type: '04' },
    toeflOrIeltsScore: undefined,
    satOrActScore: { score: String(Math.min(1600, Math.max(400, sat))), scoreType: 'SAT' },
  };
}

let t: TestApp;
let catalog: AiCatalog;
let joined: { school: CatalogSchool; published: Published }[];

describe('AI calibration against College Scorecard quartiles the engine does not see', () => {
  beforeAll(async () => {
    t = await buildTestApp();
    catalog = await createAiCatalog(t.app.db).get();
    const published = readScorecard();
    joined = catalog.schools.flatMap((school) => {
      const found = school.countryCode === 'US' ? published.get(normalized(school.nameEn)) : undefined;
      return found ? [{ school, published: found }] : [];
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('joins well over 30 seeded US schools to their published SAT quartiles and admission rates', () => {
    expect(joined.length).toBeGreaterThan(300);
    expect(joined.filter(({ published }) => published.rate > 0.5).length).toBeGreaterThanOrEqual(30);
    expect(joined.filter(({ published }) => published.rate < 0.2).length).toBeGreaterThanOrEqual(30);
  });

  // [name, what is held out, least schools judged per check, largest share of wrong labels allowed,
  // whether the under-20% check applies: world ranks alone cannot see that a US college ranked beyond
  // 100 in research (Amherst, Tufts, Boston College...) admits under 20%; the engine uses the Scorecard
  // rate for them, so only the quartiles are held out there]
  for (const [name, strip, least, tolerance, selectiveCheck] of [
    ['SAT/ACT quartiles held out', withoutQuartiles, 30, 0, true],
    ['quartiles and admission rate held out (world ranks only)', withoutAdmission, 20, 0.05, false],
  ] as const) {
    describe(name, () => {
      let heldOut: AiCatalog;
      beforeAll(() => {
        heldOut = holdOut(catalog, strip);
      });

      /** The state of each joined school judged (not offered: undefined) for a student at a SAT. */
      function states(select: (p: Published) => boolean, sat: (p: Published) => number) {
        return joined
          .filter(({ published }) => select(published))
          .flatMap(({ school, published }) => {
            const evaluation = evaluateSchool(
              heldOut,
              satOnly(sat(published)),
              heldOut.schools[school.index]!,
            );
            return evaluation ? [{ name: published.name, published, evaluation }] : [];
          });
      }

      it('a student at the 75th percentile is never 冲刺 at a school admitting more than 50%', () => {
        const results = states(
          (p) => p.rate > 0.5,
          (p) => p.sat75,
        );
        expect(results.length).toBeGreaterThanOrEqual(least);
        const reach = results.filter((r) => r.evaluation.state === '01');
        const wrong = reach.map((r) => `${r.name} ${r.evaluation.matchResult}`);
        if (wrong.length > 0) console.info(name, '75th percentile but 冲刺:', wrong);
        expect(wrong.length).toBeLessThanOrEqual(Math.floor(tolerance * results.length));
      });

      it.runIf(selectiveCheck)(
        'a student below the 25th percentile is never 保底 at a school admitting under 20%',
        () => {
          const results = states(
            (p) => p.rate < 0.2,
            (p) => p.sat25 - 30,
          );
          expect(results.length).toBeGreaterThanOrEqual(least);
          const safety = results.filter((r) => r.evaluation.state === '03');
          const wrong = safety.map((r) => `${r.name} ${r.evaluation.matchResult}`);
          if (wrong.length > 0) console.info(name, 'below the 25th percentile but 保底:', wrong);
          expect(wrong.length).toBeLessThanOrEqual(Math.floor(tolerance * results.length));
        },
      );
    });
  }
});
