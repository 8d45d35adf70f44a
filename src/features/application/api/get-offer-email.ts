import { API } from '@/contract/api';
import { offerEmailSchema, type OfferEmail } from '@/contract/journey-apply';
import { http } from '@/lib/http';

/** GET personalSpace/getOfferEmailContent ?offerId=: the offer email as text. */
export function getOfferEmail(offerId: string, signal?: AbortSignal): Promise<OfferEmail> {
  return http.get(API.application.offerEmail, offerEmailSchema, { query: { offerId }, signal });
}
