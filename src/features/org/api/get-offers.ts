import { API } from '@/contract/api';
import { offerPageSchema, type OfferPageQuery } from '@/contract/org';
import { http } from '@/lib/http';

/** GET noauth/orgHome offers of an organization or a counselor, paged. */
export function getOffers(query: OfferPageQuery, signal?: AbortSignal) {
  return http.get(API.org.offers, offerPageSchema, { query, signal });
}
