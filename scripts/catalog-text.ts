/**
 * Text helpers of the catalog build (scripts/build-catalog.ts): CSV parsing, English name keys, the
 * checks of Chinese names, and the name comparisons the merge rules use.
 */

/** RFC 4180 CSV (quoted fields, doubled quotes, CRLF or LF); the first row is the header. */
export function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else quoted = false;
      } else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  const [header, ...body] = rows;
  if (!header) return [];
  return body
    .filter((cells) => cells.length > 1 || (cells[0] ?? '') !== '')
    .map((cells) => Object.fromEntries(header.map((name, index) => [name, (cells[index] ?? '').trim()])));
}

/** Name key without the country: see the header. */
export function normaliseName(name: string): string {
  const ascii = name
    .replace(/（/g, '(')
    .replace(/）/g, ')')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9()]+/g, ' ')
    .replace(/[()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return ascii.replace(/^the /, '');
}

/**
 * German transliterations folded, for a second key: "Universitaet" = "Universität" (NFKD already turns
 * "ä" into "a", so "ae" -> "a" makes both "universitat").
 */
export function foldTransliterations(key: string): string {
  return key.replace(/ae/g, 'a').replace(/oe/g, 'o').replace(/ue/g, 'u');
}

/** English and local spellings of the cities the sources write both ways, folded to one. */
const CITY_SPELLINGS: Record<string, string> = {
  munchen: 'munich',
  koln: 'cologne',
  wien: 'vienna',
  praha: 'prague',
  roma: 'rome',
  milano: 'milan',
  firenze: 'florence',
  napoli: 'naples',
  torino: 'turin',
  lisboa: 'lisbon',
  warszawa: 'warsaw',
  krakow: 'cracow',
  moskva: 'moscow',
  bruxelles: 'brussels',
  brussel: 'brussels',
  goteborg: 'gothenburg',
  kobenhavn: 'copenhagen',
  geneve: 'geneva',
  sevilla: 'seville',
  'osaka city': 'osaka',
  'tokyo city': 'tokyo',
  'kyoto city': 'kyoto',
  'new york city': 'new york',
};

/** A city folded for comparison: accents off, lower case, local spellings as the English ones. */
export function cityFold(city: string): string {
  const key = normaliseName(city);
  return CITY_SPELLINGS[key] ?? foldTransliterations(key);
}

/** Words that say what kind of school, not which one: ignored when names are compared by their tokens. */
export const GENERIC_WORDS = new Set([
  'the',
  'of',
  'and',
  'university',
  'universitat',
  'universitaet',
  'universite',
  'universita',
  'universidad',
  'universidade',
  'universiteit',
  'universitet',
  'universitas',
  'universiti',
  'universitatea',
  'uniwersytet',
  'univ',
  'college',
  'institute',
  'school',
  'at',
  'in',
  'de',
  'di',
  'du',
  'des',
  'la',
  'le',
]);

export function distinctiveTokens(key: string): string[] {
  return key.split(' ').filter((token) => token !== '' && !GENERIC_WORDS.has(token));
}

/**
 * True when the shorter name is an abbreviation of the longer, word by word in the same order: every
 * distinctive word equal, or a prefix of at least 4 letters of the other's ("Penn State" = "Pennsylvania
 * State University"); at least one shortened.
 */
export function isWordAbbreviation(shortKey: string, longKey: string): boolean {
  const short = distinctiveTokens(shortKey);
  const long = distinctiveTokens(longKey);
  if (short.length === 0 || short.length !== long.length) return false;
  let shortened = false;
  for (let i = 0; i < short.length; i += 1) {
    const a = short[i] ?? '';
    const b = long[i] ?? '';
    if (a === b) continue;
    if (a.length >= 4 && b.startsWith(a)) shortened = true;
    else return false;
  }
  return shortened;
}

const HAN = /\p{Script=Han}/u;

export function hasHan(text: string): boolean {
  return HAN.test(text);
}

/**
 * A Chinese name that is clearly broken: question marks (ASCII or full-width), a full stop inside a name,
 * or a lower-case Latin word glued to Chinese characters ("色雷斯德cri克利特大学", "印度理工学院Ropar"):
 * machine translation debris. Acronyms in capitals beside Chinese ("挪威BI商学院") and Latin text inside
 * brackets or after a space are fine.
 */
export function isGarbageNameCn(name: string): boolean {
  if (!hasHan(name)) return false;
  if (/[?？。]/.test(name)) return true;
  return /\p{Script=Han}[a-z]{2,}|[a-z]{2,}\p{Script=Han}|\p{Script=Han}[A-Z][a-z]+|[A-Z][a-z]+\p{Script=Han}/u.test(
    name.replace(/[（(][^）)]*[）)]/g, ''),
  );
}

/** A Chinese name with an unclosed trailing bracket ("… (MPE") loses the broken part. */
export function repairNameCn(name: string): string {
  return name
    .replace(/\s*[（(][^）)]*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const UNIVERSITY_WORDS = /^(univ|universit\w*|universidad\w*|uniwersytet)$/;

/** What kind of school a name says it is (university in any language, college, institute, school). */
export function kindOf(key: string): string {
  const kinds = new Set<string>();
  for (const token of key.split(' ')) {
    if (UNIVERSITY_WORDS.test(token)) kinds.add('university');
    else if (token === 'college' || token === 'institute' || token === 'school') kinds.add(token);
  }
  return [...kinds].sort().join('+');
}
