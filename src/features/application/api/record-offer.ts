import { API } from '@/contract/api';
import { offerSchema, type Offer, type OfferRecordBody } from '@/contract/journey-apply';
import { http } from '@/lib/http';

/** POST personalSpace/recordOffer: the student records an offer (silent: the form shows a refusal). */
export function recordOffer(body: OfferRecordBody): Promise<Offer> {
  return http.post(API.application.recordOffer, offerSchema, { body, silent: true });
}
