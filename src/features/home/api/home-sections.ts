import type { RankedType } from '@/contract/catalog';
import type { GuideSection } from '@/contract/guide';
import { getHomeActivities } from '@/features/home/api/get-home-activities';
import { getHomeAdmissions } from '@/features/home/api/get-home-admissions';
import { getHomeAdvisers } from '@/features/home/api/get-home-advisers';
import { getHomeGuides } from '@/features/home/api/get-home-guides';
import { getHomeNews } from '@/features/home/api/get-home-news';
import { getHomeRank } from '@/features/home/api/get-home-rank';
import { getHotQa } from '@/features/home/api/get-hot-qa';
import { homeSearchTerm, prefetchHomeSearch } from '@/features/home/api/search-home';
import { prefetchQuery } from '@/lib/use-query';

/** One home section's request: its useQuery key, how many items it shows, its fetcher. */
export interface HomeSectionQuery<T> {
  key: string;
  size: number;
  fetch: (signal: AbortSignal) => Promise<T>;
}

/** How many schools 世界大学排名 lists. */
export const HOME_RANK_TOP = 10;

/** The ranking 世界大学排名 opens with (QS). */
export const HOME_FIRST_RANKING: RankedType = '02';

export const homeRankQuery = (type: RankedType) => ({
  key: `home-rank:${type}`,
  size: HOME_RANK_TOP,
  fetch: (signal: AbortSignal) => getHomeRank(type, HOME_RANK_TOP, signal),
});

const section = <T>(key: string, size: number, load: (size: number, signal: AbortSignal) => Promise<T>) => ({
  key,
  size,
  fetch: (signal: AbortSignal) => load(size, signal),
});

/** The compact list sections, each with the key its component reads (home-section.tsx CompactListSection). */
export const HOME_SECTIONS = {
  activities: section('home-activities', 4, getHomeActivities),
  qa: section('home-qa', 5, getHotQa),
  advisers: section('home-advisers', 4, getHomeAdvisers),
  admissions: section('home-admissions', 4, getHomeAdmissions),
  news: section('home-news', 4, getHomeNews),
} as const;

/** The guide sections the home page shows, in order. */
export const HOME_GUIDE_SECTIONS = ['STANDARD_EXAM', 'ACADEMIC', 'BACKGROUND', 'RENTING'] as const;

export const homeGuideQuery = (guide: GuideSection) =>
  section(`home-guide-${guide}`, 4, (size, signal) => getHomeGuides(guide, size, signal));

/**
 * The home route's loader, beside the first screen's: every section's first request, so that the server renders
 * the sections with their items and the browser's first render has them (no request of its own), and the
 * results of a `?q=`. `entered`: false for a new `?q=` on the page already shown, whose sections keep their data.
 */
export function prefetchHomeSections({ q, entered }: { q?: string; entered: boolean }): Promise<unknown> {
  const queries: HomeSectionQuery<unknown>[] = entered
    ? [
        homeRankQuery(HOME_FIRST_RANKING),
        ...Object.values(HOME_SECTIONS),
        ...HOME_GUIDE_SECTIONS.map(homeGuideQuery),
      ]
    : [];
  const keyword = homeSearchTerm(q);
  return Promise.all([
    ...queries.map((query) => prefetchQuery(query.key, query.fetch)),
    keyword ? prefetchHomeSearch(keyword) : undefined,
  ]);
}
