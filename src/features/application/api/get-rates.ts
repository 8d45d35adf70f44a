import { API } from '@/contract/api';
import { ratesSchema, type Rates } from '@/contract/journey-apply';
import { http } from '@/lib/http';

/** GET personalSpace/exchangeRates: rates to CNY (the caller's own where set), each with its date. */
export function getRates(signal?: AbortSignal): Promise<Rates> {
  return http.get(API.application.rates, ratesSchema, { signal, silent: true });
}
