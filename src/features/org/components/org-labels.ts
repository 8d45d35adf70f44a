import { DICTIONARIES } from '@/contract/dictionaries';

/** Chinese names of the codes the org screens show (the dictionaries' reference table, also served by the API). */
function nameOf(dict: 'VISA_COUNTRY' | 'ADVISER_TYPE' | 'STUDY_INTENTION_TYPE', code: string): string {
  return DICTIONARIES[dict].find(([c]) => c === code)?.[1] ?? code;
}

export const countryName = (code: string) => nameOf('VISA_COUNTRY', code);
export const adviserTypeName = (code: string) => nameOf('ADVISER_TYPE', code);
export const intentionName = (code: string) => nameOf('STUDY_INTENTION_TYPE', code);

export const ADVISER_TYPE_OPTIONS = DICTIONARIES.ADVISER_TYPE.map(([code, label]) => ({ code, label }));
export const COUNTRY_OPTIONS = DICTIONARIES.VISA_COUNTRY.slice(0, 8).map(([code, label]) => ({
  code,
  label,
}));

/** 8万-25万元 */
export function formatPriceRange(min: number | null, max: number | null): string {
  const wan = (value: number) => `${Math.round(value / 1000) / 10}万`;
  if (min === null && max === null) return '价格面议';
  if (min !== null && max !== null) return `${wan(min)}-${wan(max)}元`;
  return `${wan((min ?? max) as number)}元起`;
}
