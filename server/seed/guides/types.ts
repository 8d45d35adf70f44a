/**
 * Shape of the guide articles the project writes (server/seed/guides/*.ts). Every article:
 * - is about one section (and one type code of the section's dictionary for STANDARD_EXAM, ACADEMIC,
 *   BACKGROUND; a VISA_COUNTRY code for every VISA article, optional for IMMIGRANT, EMPLOYMENT, RENTING);
 * - states `factsYear`, the year its facts were checked for, and says it in the text;
 * - names at least one official source a student should check (`sources`: name, and the official https
 *   URL when it is a well-known site of that body, else null);
 * - gives no figure it cannot date: fees, thresholds and dates are given with their year, or left to the source.
 */
import type { GuideSection, GuideSource } from '../../../src/contract/guide.ts';
import type { NewsBlock } from '../../modules/news/news.table.ts';

export interface GuideSeed {
  section: GuideSection;
  typeCode?: string;
  countryCode?: string;
  title: string;
  summary: string;
  factsYear: number;
  /** Days before the seed time (spread over about 120 days). */
  daysAgo: number;
  body: NewsBlock[];
  sources: GuideSource[];
}

export const h2 = (text: string): NewsBlock => ({ type: 'h2', text });
export const p = (text: string): NewsBlock => ({ type: 'p', text });
export const ul = (...items: string[]): NewsBlock => ({ type: 'ul', items });
export const src = (name: string, url: string | null = null): GuideSource => ({ name, url });
