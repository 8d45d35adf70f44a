/**
 * The guide articles the project writes (server/seed/guides): enough of them for every section and every
 * dictionary type, each dated, sourced and within the column limits, so that no guide page is empty and no
 * article states facts without saying for when and where to check them.
 */
import { describe, expect, it } from 'vitest';

import { GUIDE_ARTICLES } from '../../server/seed/guides/index.ts';
import { DICTIONARIES } from '../../src/contract/dictionaries.ts';
import { GUIDE_MIN_ARTICLES, GUIDE_SECTION_CODES, GUIDE_SECTIONS } from '../../src/contract/guide.ts';

const countries = new Set(DICTIONARIES.VISA_COUNTRY.map(([code]) => code));

describe.each(GUIDE_SECTION_CODES)('guide section %s', (section) => {
  const meta = GUIDE_SECTIONS[section];
  const articles = GUIDE_ARTICLES.filter((a) => a.section === section);

  it(`has at least ${GUIDE_MIN_ARTICLES} articles, and as many for each type of its dictionary`, () => {
    expect(articles.length).toBeGreaterThanOrEqual(GUIDE_MIN_ARTICLES);
    if (meta.typeDict) {
      const dict = DICTIONARIES[meta.typeDict as keyof typeof DICTIONARIES];
      for (const [code, name] of dict) {
        expect(articles.filter((a) => a.typeCode === code).length, `${code} ${name}`).toBeGreaterThanOrEqual(
          GUIDE_MIN_ARTICLES,
        );
      }
      for (const a of articles)
        expect(
          dict.map(([code]) => code),
          a.title,
        ).toContain(a.typeCode);
    } else {
      for (const a of articles) expect(a.typeCode, a.title).toBeUndefined();
    }
  });

  it('uses VISA_COUNTRY codes where it names a country (every visa article does)', () => {
    for (const a of articles) {
      if (section === 'VISA') expect(a.countryCode, a.title).toBeDefined();
      if (a.countryCode !== undefined) {
        expect(meta.byCountry, a.title).toBe(true);
        expect(countries.has(a.countryCode), `${a.title}: ${a.countryCode}`).toBe(true);
      }
    }
  });

  it('dates every article and names its official sources', () => {
    for (const a of articles) {
      expect(a.factsYear, a.title).toBeGreaterThanOrEqual(2024);
      expect(a.factsYear, a.title).toBeLessThanOrEqual(2026);
      const text = [a.summary, ...a.body.flatMap((b) => (b.type === 'ul' ? b.items : [b.text]))].join('\n');
      expect(text, `${a.title} says the year its facts hold for`).toContain(`${a.factsYear}年`);
      expect(a.sources.length, a.title).toBeGreaterThan(0);
      for (const s of a.sources) {
        expect(s.name.trim().length, a.title).toBeGreaterThan(1);
        if (s.url !== null) expect(s.url, a.title).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/\S*)?$/);
      }
    }
  });

  it('fits the columns and has a body worth reading', () => {
    for (const a of articles) {
      expect(a.title.length, a.title).toBeLessThanOrEqual(120);
      expect(a.summary.length, a.title).toBeLessThanOrEqual(300);
      expect(a.summary.length, a.title).toBeGreaterThanOrEqual(20);
      expect(a.body.length, a.title).toBeGreaterThanOrEqual(4);
      const chars = a.body.flatMap((b) => (b.type === 'ul' ? b.items : [b.text])).join('').length;
      expect(chars, `${a.title} body length`).toBeGreaterThanOrEqual(350);
      expect(a.daysAgo, a.title).toBeGreaterThanOrEqual(0);
    }
  });
});

it('has no two articles with the same title', () => {
  const titles = GUIDE_ARTICLES.map((a) => a.title);
  expect(new Set(titles).size).toBe(titles.length);
});
