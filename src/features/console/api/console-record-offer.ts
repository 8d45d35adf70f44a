import { API } from '@/contract/api';
import { offerSchema, type Offer, type OfferRecordBody } from '@/contract/journey-apply';
import { http } from '@/lib/http';

/** POST console/offers: record an offer of a student's application. */
export function consoleRecordOffer(body: OfferRecordBody): Promise<Offer> {
  return http.post(API.console.offers, offerSchema, { body, silent: true });
}
