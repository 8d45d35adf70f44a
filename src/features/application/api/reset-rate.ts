import { API } from '@/contract/api';
import { ratesSchema, type RateBody, type Rates } from '@/contract/journey-apply';
import { http } from '@/lib/http';

/** DELETE personalSpace/exchangeRates/{currency}: back to the platform's rate. */
export function resetRate(currency: RateBody['currency']): Promise<Rates> {
  return http.del(`${API.application.rates}/${currency}`, ratesSchema, { silent: true });
}
