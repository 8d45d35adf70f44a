/**
 * 示例 exchange rates to CNY (1 unit = rate 元), reference data seeded once into an empty `exchange_rates`:
 * approximate figures dated 2026-11-01, for the offer comparison until staff enter current ones. Screens show
 * each rate with its date, and the student can set their own.
 */
export const SAMPLE_RATES_AS_OF = '2026-11-01';

export const SAMPLE_EXCHANGE_RATES = [
  { currency: 'USD', rateToCny: 7.1 },
  { currency: 'GBP', rateToCny: 9.3 },
  { currency: 'EUR', rateToCny: 7.7 },
  { currency: 'AUD', rateToCny: 4.6 },
  { currency: 'CAD', rateToCny: 5.1 },
  { currency: 'HKD', rateToCny: 0.91 },
  { currency: 'SGD', rateToCny: 5.4 },
  { currency: 'JPY', rateToCny: 0.047 },
  { currency: 'NZD', rateToCny: 4.2 },
] as const;
