import { API } from '@/contract/api';
import { adviserListSchema, type RecommendAdviserQuery } from '@/contract/org';
import { http } from '@/lib/http';
import { session } from '@/lib/session';
import { prefetchQuery, renderingForSignedIn } from '@/lib/use-query';

/** GET noauth/orgHome recommended adviser: counselors matching a study intention and countries. */
export function getRecommendAdvisers(query: RecommendAdviserQuery, signal?: AbortSignal) {
  return http.get(API.org.recommendAdviser, adviserListSchema, { query, signal, silent: true });
}

/** How many counselors 推荐顾问 shows. */
export const RECOMMENDED_ADVISERS = 6;

/**
 * 推荐顾问's request for a study intention and country (none: a visitor's, or a profile without them), its
 * useQuery key and fetcher (the page and its route's loader share them).
 */
export function recommendAdvisersQuery(intention: '01' | '02' | undefined, country: string | undefined) {
  return {
    key: `recommend:${intention ?? ''}:${country ?? ''}`,
    fetch: (signal: AbortSignal) =>
      getRecommendAdvisers(
        { studyIntentionType: intention, countries: country, limit: RECOMMENDED_ADVISERS },
        signal,
      ),
  };
}

/** A visitor's 推荐顾问 (a reader with a session gets theirs once their profile has loaded). */
export function prefetchVisitorAdvisers(): Promise<void> | undefined {
  if (renderingForSignedIn() || session.token !== null) return undefined;
  const query = recommendAdvisersQuery(undefined, undefined);
  return prefetchQuery(query.key, query.fetch);
}
