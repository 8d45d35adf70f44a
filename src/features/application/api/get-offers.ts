import { API } from '@/contract/api';
import { offerPageSchema, type OfferPage } from '@/contract/journey-apply';
import { http } from '@/lib/http';

/** POST personalSpace/findReceiveOfferList {pageIndex, pageSize}: offers received, newest first. */
export function getOffers(
  query: { pageIndex: number; pageSize: number },
  signal?: AbortSignal,
): Promise<OfferPage> {
  return http.post(API.application.offers, offerPageSchema, { body: query, signal, silent: true });
}
