import {
  beijingDate,
  daysBetween,
  toCny,
  type Currency,
  type Money,
  type Offer,
  type Rate,
} from '@/contract/journey-apply';
import type { ApplicationState } from '@/contract/journey';

const NUMBER = new Intl.NumberFormat('zh-CN');

/** 50,000 USD */
export function moneyText(money: Money): string {
  return `${NUMBER.format(money.amount)} ${money.currency}`;
}

/** ¥355,000 */
export function cnyText(amount: number | null): string {
  return amount === null ? '无汇率' : `¥${NUMBER.format(amount)}`;
}

/** The Beijing date of an instant, YYYY-MM-DD. */
export function dateText(iso: string): string {
  return beijingDate(new Date(iso));
}

export const STATE_PALETTE: Record<ApplicationState, string> = {
  PREPARING: 'gray',
  SUBMITTED: 'blue',
  REVIEWING: 'purple',
  INTERVIEW: 'orange',
  ADMITTED: 'green',
  REJECTED: 'red',
  WAITLISTED: 'yellow',
};

/** Days left to a deadline date from today in Beijing. */
export function daysLeft(date: string, now: Date = new Date()): number {
  return daysBetween(beijingDate(now), date);
}

export function daysLeftText(days: number): string {
  if (days < 0) return '已截止';
  if (days === 0) return '今天截止';
  return `还剩 ${days} 天`;
}

/** ≤3 days red, ≤7 orange, ≤14 yellow, otherwise (and passed) gray. */
export function deadlinePalette(days: number): string {
  if (days < 0) return 'gray';
  if (days <= 3) return 'red';
  if (days <= 7) return 'orange';
  if (days <= 14) return 'yellow';
  return 'gray';
}

export interface OfferCosts {
  tuitionCny: number | null;
  livingCny: number | null;
  scholarshipCny: number | null;
  years: number;
  totalCny: number | null;
  netCny: number | null;
}

/**
 * An offer's costs in CNY at the given rates: tuition and living per year, the total for the duration
 * (durationMonths / 12 years), the scholarship (per year, for the same years) and the net cost.
 */
export function offerCosts(offer: Offer, rates: readonly Rate[]): OfferCosts {
  const rateOf = (currency: Currency) => rates.find((r) => r.currency === currency)?.rateToCny;
  const tuitionCny = toCny(offer.tuition, rateOf);
  const livingCny = toCny(offer.living, rateOf);
  const scholarshipCny = toCny(offer.scholarship, rateOf);
  const years = offer.durationMonths / 12;
  const totalCny =
    tuitionCny === null || livingCny === null ? null : Math.round((tuitionCny + livingCny) * years);
  const netCny =
    totalCny === null || scholarshipCny === null ? null : totalCny - Math.round(scholarshipCny * years);
  return { tuitionCny, livingCny, scholarshipCny, years, totalCny, netCny };
}

/** 2 年 / 1.5 年 */
export function yearsText(months: number): string {
  return months % 12 === 0 ? `${months / 12} 年` : `${months} 个月`;
}
