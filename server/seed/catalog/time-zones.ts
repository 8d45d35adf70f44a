/**
 * The IANA time zone of a school's city, for seeding events at local hours (open days 9:00-17:00 where the
 * school is). One zone per country, and the city for the countries that span several (US, CA, AU and a few
 * more). `timeZoneOf` answers undefined for a country it does not know: callers fall back to Beijing time.
 */
import { dateFormat } from '../../../src/contract/date-format.ts';

const COUNTRY_ZONES: Record<string, string> = {
  AE: 'Asia/Dubai',
  AR: 'America/Argentina/Buenos_Aires',
  AT: 'Europe/Vienna',
  AU: 'Australia/Sydney',
  BE: 'Europe/Brussels',
  BR: 'America/Sao_Paulo',
  CA: 'America/Toronto',
  CH: 'Europe/Zurich',
  CL: 'America/Santiago',
  CN: 'Asia/Shanghai',
  CZ: 'Europe/Prague',
  DE: 'Europe/Berlin',
  DK: 'Europe/Copenhagen',
  EG: 'Africa/Cairo',
  ES: 'Europe/Madrid',
  FI: 'Europe/Helsinki',
  FR: 'Europe/Paris',
  GB: 'Europe/London',
  GR: 'Europe/Athens',
  HK: 'Asia/Hong_Kong',
  HU: 'Europe/Budapest',
  ID: 'Asia/Jakarta',
  IE: 'Europe/Dublin',
  IL: 'Asia/Jerusalem',
  IN: 'Asia/Kolkata',
  IT: 'Europe/Rome',
  JP: 'Asia/Tokyo',
  KR: 'Asia/Seoul',
  KZ: 'Asia/Almaty',
  MO: 'Asia/Macau',
  MX: 'America/Mexico_City',
  MY: 'Asia/Kuala_Lumpur',
  NL: 'Europe/Amsterdam',
  NO: 'Europe/Oslo',
  NZ: 'Pacific/Auckland',
  PH: 'Asia/Manila',
  PK: 'Asia/Karachi',
  PL: 'Europe/Warsaw',
  PT: 'Europe/Lisbon',
  QA: 'Asia/Qatar',
  RU: 'Europe/Moscow',
  SA: 'Asia/Riyadh',
  SE: 'Europe/Stockholm',
  SG: 'Asia/Singapore',
  TH: 'Asia/Bangkok',
  TR: 'Europe/Istanbul',
  TW: 'Asia/Taipei',
  US: 'America/New_York',
  VN: 'Asia/Ho_Chi_Minh',
  ZA: 'Africa/Johannesburg',
};

const PACIFIC = 'America/Los_Angeles';
const MOUNTAIN = 'America/Denver';
const CENTRAL = 'America/Chicago';

/** Cities of the countries that span zones whose zone is not the country's (above). */
const CITY_ZONES: Record<string, Record<string, string>> = {
  US: {
    Stanford: PACIFIC,
    Berkeley: PACIFIC,
    'Los Angeles': PACIFIC,
    Pasadena: PACIFIC,
    'San Diego': PACIFIC,
    'La Jolla': PACIFIC,
    Davis: PACIFIC,
    Irvine: PACIFIC,
    'Santa Barbara': PACIFIC,
    'Santa Cruz': PACIFIC,
    Riverside: PACIFIC,
    'San Francisco': PACIFIC,
    'Palo Alto': PACIFIC,
    Seattle: PACIFIC,
    Portland: PACIFIC,
    Eugene: PACIFIC,
    Corvallis: PACIFIC,
    Pullman: PACIFIC,
    Boulder: MOUNTAIN,
    Denver: MOUNTAIN,
    'Salt Lake City': MOUNTAIN,
    'Fort Collins': MOUNTAIN,
    Tempe: 'America/Phoenix',
    Phoenix: 'America/Phoenix',
    Tucson: 'America/Phoenix',
    Honolulu: 'Pacific/Honolulu',
    Chicago: CENTRAL,
    Evanston: CENTRAL,
    Houston: CENTRAL,
    Austin: CENTRAL,
    Dallas: CENTRAL,
    'College Station': CENTRAL,
    Minneapolis: CENTRAL,
    'Saint Paul': CENTRAL,
    Madison: CENTRAL,
    Urbana: CENTRAL,
    Champaign: CENTRAL,
    'St. Louis': CENTRAL,
    'Saint Louis': CENTRAL,
    Nashville: CENTRAL,
    'Iowa City': CENTRAL,
    Ames: CENTRAL,
    Lawrence: CENTRAL,
    'New Orleans': CENTRAL,
    Tuscaloosa: CENTRAL,
    Birmingham: CENTRAL,
    Lincoln: CENTRAL,
    Norman: CENTRAL,
  },
  CA: {
    Vancouver: 'America/Vancouver',
    Victoria: 'America/Vancouver',
    Burnaby: 'America/Vancouver',
    Calgary: 'America/Edmonton',
    Edmonton: 'America/Edmonton',
    Saskatoon: 'America/Regina',
    Regina: 'America/Regina',
    Winnipeg: 'America/Winnipeg',
    Halifax: 'America/Halifax',
  },
  AU: {
    Melbourne: 'Australia/Melbourne',
    Clayton: 'Australia/Melbourne',
    Brisbane: 'Australia/Brisbane',
    'Gold Coast': 'Australia/Brisbane',
    Perth: 'Australia/Perth',
    Adelaide: 'Australia/Adelaide',
    Hobart: 'Australia/Hobart',
    Darwin: 'Australia/Darwin',
  },
  BR: { Manaus: 'America/Manaus' },
  MX: { Tijuana: 'America/Tijuana' },
  RU: { Novosibirsk: 'Asia/Novosibirsk', Tomsk: 'Asia/Tomsk', Yekaterinburg: 'Asia/Yekaterinburg' },
};

export const BEIJING_TIME_ZONE = 'Asia/Shanghai';

export function timeZoneOf(countryCode: string, city: string | null): string | undefined {
  return (city ? CITY_ZONES[countryCode]?.[city] : undefined) ?? COUNTRY_ZONES[countryCode];
}

export interface LocalDay {
  year: number;
  month: number;
  day: number;
}

/** One formatter per zone (src/contract/date-format.ts: made once, a second of a first boot's seed before). */
function formatOf(timeZone: string): Intl.DateTimeFormat {
  return dateFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
}

function partsOf(instant: Date, timeZone: string): Record<string, number> {
  const parts = formatOf(timeZone).formatToParts(instant);
  const out: Record<string, number> = {};
  for (const part of parts) if (part.type !== 'literal') out[part.type] = Number(part.value);
  return out;
}

/** The calendar day of an instant in a zone. */
export function localDayOf(instant: Date, timeZone: string): LocalDay {
  const p = partsOf(instant, timeZone);
  return { year: p.year!, month: p.month!, day: p.day! };
}

/** The local time of day of an instant in a zone, in hours (9.5 = 09:30). */
export function localHourOf(instant: Date, timeZone: string): number {
  const p = partsOf(instant, timeZone);
  return p.hour! + p.minute! / 60;
}

/** The instant of a local wall-clock time (hours, may be fractional) on a calendar day of a zone. */
export function zonedInstant(day: LocalDay, hours: number, timeZone: string): Date {
  const wall = Date.UTC(day.year, day.month - 1, day.day) + Math.round(hours * 3_600_000);
  let guess = wall;
  // two rounds settle the zone's offset at that instant (a DST change between guess and result included)
  for (let round = 0; round < 2; round += 1) {
    const p = partsOf(new Date(guess), timeZone);
    const shown = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!);
    guess += wall - shown;
  }
  return new Date(guess);
}

/** The calendar day `days` after the one of an instant, in a zone. */
export function dayAfter(instant: Date, days: number, timeZone: string): LocalDay {
  const base = localDayOf(instant, timeZone);
  const shifted = new Date(Date.UTC(base.year, base.month - 1, base.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}
