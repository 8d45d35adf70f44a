import { API } from '@/contract/api';
import { ratesSchema, type RateBody, type Rates } from '@/contract/journey-apply';
import { http } from '@/lib/http';

/** PUT personalSpace/exchangeRates {currency, rateToCny, asOf}: the student's own rate. */
export function putRate(body: RateBody): Promise<Rates> {
  return http.put(API.application.rates, ratesSchema, { body, silent: true });
}
