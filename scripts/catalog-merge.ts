/**
 * The second join of the catalog build: records already joined on equal name keys (and the crosswalk's
 * spellings) form groups; these rules join groups that are one institution written differently. Every rule
 * needs the same country, and never joins two groups that both have a row of the same source (two QS rows
 * are two universities; univ-zh-names excepted, it repeats schools under other spellings):
 *
 * - transliteration: equal keys once "ae/oe/ue" are folded ("Universitaet" = "Universität");
 * - ror: crosswalk rows with the same ROR id;
 * - of-swap: "X University" = "University of X" when both have the same web domain, or a city of either is X,
 *   or they share a city ("Osaka University" = "The University of Osaka", city Osaka);
 * - campus: "A - B", "A--B" or "A, B" (or "A-B" when B is a city) = the group named A (or an abbreviation of A) whose city is B or which
 *   has A's web domain ("Penn State University - University Park" = "Pennsylvania State University",
 *   city University Park);
 * - abbreviation: "Penn State" = "Pennsylvania State University" (word by word, shortened words of at least
 *   4 letters) when it is the only such group in the country and the domains or cities agree or one side has
 *   neither;
 * - same-words: the same distinctive words (generic ones like University, College, of, de dropped; any
 *   order) and the same kind of school (university in any language, college, institute), with the same
 *   evidence as abbreviation ("Universität Stuttgart" = "University of Stuttgart");
 * - acronym-city: "LMU Munich" = the only group whose acronym is LMU in the city Munich (München).
 *
 * Suspected duplicates (reported, not joined): groups of one country with the same distinctive words
 * (generic words like University, College dropped, order ignored) or the same web domain.
 */
import { notSamePair } from './catalog-data-files.ts';
import {
  cityFold,
  distinctiveTokens,
  foldTransliterations,
  isWordAbbreviation,
  kindOf,
  normaliseName,
} from './catalog-text.ts';

export interface MergeGroup {
  id: string;
  countryCode: string;
  /** The display name (for the report). */
  label: string;
  /** Raw names as the sources write them. */
  names: string[];
  /** Name keys without the country ("university of osaka"). */
  keys: string[];
  cities: string[];
  domains: string[];
  sources: string[];
  acronyms: string[];
  rorIds: string[];
}

export interface MergePair {
  a: string;
  b: string;
  countryCode: string;
  rule: string;
}

export interface MergeResult {
  /** Pairs of group ids to join, in the order found. */
  unions: [string, string][];
  merges: MergePair[];
  suspected: MergePair[];
}

interface State {
  group: MergeGroup;
  cities: Set<string>;
  domains: Set<string>;
  sources: Set<string>;
  members: MergeGroup[];
}

export function mergeGroups(
  groups: MergeGroup[],
  { notSamePairs = new Set<string>() }: { notSamePairs?: ReadonlySet<string> } = {},
): MergeResult {
  const parent = new Map<string, string>();
  const state = new Map<string, State>();
  for (const group of groups) {
    parent.set(group.id, group.id);
    state.set(group.id, {
      group,
      cities: new Set(group.cities.map(cityFold)),
      domains: new Set(group.domains),
      sources: new Set(group.sources),
      members: [group],
    });
  }
  const find = (id: string): string => {
    let root = id;
    while (parent.get(root) !== root) root = parent.get(root) ?? root;
    parent.set(id, root);
    return root;
  };
  const rootState = (id: string): State => {
    const found = state.get(find(id));
    if (!found) throw new Error(`merge: unknown group ${id}`);
    return found;
  };
  const unions: [string, string][] = [];
  const merges: MergePair[] = [];
  // univ-zh-names holds one school under several spellings, so only the other sources count
  const conflict = (a: State, b: State) =>
    [...a.sources].some((source) => source !== 'zh' && b.sources.has(source));
  const intersects = (a: Set<string>, b: Set<string>) => [...a].some((value) => b.has(value));

  const merge = (a: MergeGroup, b: MergeGroup, rule: string, evidence: (x: State, y: State) => boolean) => {
    if (a.countryCode !== b.countryCode) return false;
    const rootA = find(a.id);
    const rootB = find(b.id);
    if (rootA === rootB) return false;
    const x = rootState(a.id);
    const y = rootState(b.id);
    if (conflict(x, y) || !evidence(x, y)) return false;
    // the group with a QS row (else the first one) stays the root: its id is kept
    const [keep, drop] = y.sources.has('qs') && !x.sources.has('qs') ? [rootB, rootA] : [rootA, rootB];
    const kept = rootState(keep);
    const dropped = rootState(drop);
    parent.set(drop, keep);
    for (const city of dropped.cities) kept.cities.add(city);
    for (const domain of dropped.domains) kept.domains.add(domain);
    for (const source of dropped.sources) kept.sources.add(source);
    kept.members.push(...dropped.members);
    state.delete(drop);
    unions.push([keep, drop]);
    merges.push({ a: kept.group.label, b: dropped.group.label, countryCode: a.countryCode, rule });
    return true;
  };
  const always = () => true;

  const byKey = new Map<string, MergeGroup>();
  for (const group of groups) for (const key of group.keys) byKey.set(`${key}|${group.countryCode}`, group);

  // transliteration
  const byFolded = new Map<string, MergeGroup>();
  for (const group of groups) {
    for (const key of group.keys) {
      const folded = `${foldTransliterations(key)}|${group.countryCode}`;
      const other = byFolded.get(folded);
      if (other && other.id !== group.id) merge(other, group, 'transliteration', always);
      else byFolded.set(folded, group);
    }
  }

  // ror
  const byRor = new Map<string, MergeGroup>();
  for (const group of groups) {
    for (const ror of group.rorIds) {
      const other = byRor.get(ror);
      if (other) merge(other, group, 'ror', always);
      else byRor.set(ror, group);
    }
  }

  // of-swap
  for (const group of groups) {
    for (const key of group.keys) {
      const match = /^university of (.+)$/.exec(key);
      if (!match?.[1]) continue;
      const place = match[1];
      const other = byKey.get(`${place} university|${group.countryCode}`);
      if (!other) continue;
      merge(
        group,
        other,
        'of-swap',
        (x, y) =>
          intersects(x.domains, y.domains) ||
          x.cities.has(cityFold(place)) ||
          y.cities.has(cityFold(place)) ||
          intersects(x.cities, y.cities),
      );
    }
  }

  // groups of one country by a signature of their distinctive words' first four letters (abbreviations)
  const bySignature = new Map<string, MergeGroup[]>();
  const signature = (key: string, countryCode: string) =>
    `${distinctiveTokens(key)
      .map((token) => token.slice(0, 4))
      .join(' ')}|${countryCode}`;
  for (const group of groups) {
    for (const key of new Set(group.keys)) {
      const list = bySignature.get(signature(key, group.countryCode)) ?? [];
      if (!list.includes(group)) list.push(group);
      bySignature.set(signature(key, group.countryCode), list);
    }
  }
  const abbreviationsOf = (key: string, countryCode: string, self: MergeGroup) =>
    (bySignature.get(signature(key, countryCode)) ?? []).filter(
      (other) => other !== self && other.keys.some((otherKey) => isWordAbbreviation(key, otherKey)),
    );

  // campus
  for (const group of groups) {
    for (const name of group.names) {
      // "A - B", "A--B", "A, B": B is a city or the domains agree; "A-B" (no spaces): B must be a city
      const spaced = /^(.+?)\s*(?:\s[-–]\s|--|,\s)\s*(.+)$/.exec(name);
      const tight = spaced ? null : /^(.+\S)-([^\s-][^-]*)$/.exec(name);
      const match = spaced ?? tight;
      if (!match?.[1] || !match[2]) continue;
      const base = normaliseName(match[1]);
      const campus = cityFold(match[2]);
      const exact = byKey.get(`${base}|${group.countryCode}`);
      const candidates = exact ? [exact] : abbreviationsOf(base, group.countryCode, group);
      if (candidates.length !== 1 || !candidates[0]) continue;
      merge(
        candidates[0],
        group,
        'campus',
        // the group named A must be in B (the campus row's own city says nothing)
        (x, y) => x.cities.has(campus) || (spaced !== null && intersects(x.domains, y.domains)),
      );
    }
  }

  // abbreviation: without a shared domain or city, only between schools of the same kind (never "Nanjing Tech
  // University" = "Nanjing Institute of Technology") and never a pair the data says are two schools
  const notSame = (x: State, y: State) =>
    x.members.some((a) =>
      y.members.some((b) =>
        a.keys.some((ka) =>
          b.keys.some((kb) =>
            notSamePairs.has(notSamePair(`${ka}|${a.countryCode}`, `${kb}|${b.countryCode}`)),
          ),
        ),
      ),
    );
  // the kinds of school a group's names say (university, college, institute, school); a name without one
  // ("Penn State (Main campus)") fits any kind
  const kindsOf = (x: State) =>
    new Set(
      x.members.flatMap((member) => member.keys.flatMap((key) => kindOf(key).split('+').filter(Boolean))),
    );
  const kindsFit = (x: State, y: State) => {
    const [a, b] = [kindsOf(x), kindsOf(y)];
    return a.size === 0 || b.size === 0 || intersects(a, b);
  };
  for (const group of groups) {
    for (const key of new Set(group.keys)) {
      const candidates = abbreviationsOf(key, group.countryCode, group);
      if (candidates.length !== 1 || !candidates[0]) continue;
      merge(
        candidates[0],
        group,
        'abbreviation',
        (x, y) =>
          intersects(x.domains, y.domains) ||
          intersects(x.cities, y.cities) ||
          (((x.cities.size === 0 && x.domains.size === 0) || (y.cities.size === 0 && y.domains.size === 0)) &&
            kindsFit(x, y) &&
            !notSame(x, y)),
      );
    }
  }

  // same-words: the same distinctive words and the same kind of school, in any order and language
  // ("Universität Stuttgart" = "University of Stuttgart", "Essex, University of" = "University of Essex")
  const wordsOf = (key: string) => `${distinctiveTokens(key).sort().join(' ')}#${kindOf(key)}`;
  const byWordsAndKind = new Map<string, MergeGroup[]>();
  for (const group of groups) {
    for (const words of new Set(group.keys.map(wordsOf))) {
      if (words.startsWith('#')) continue;
      const key = `${words}|${group.countryCode}`;
      byWordsAndKind.set(key, [...(byWordsAndKind.get(key) ?? []), group]);
    }
  }
  for (const list of byWordsAndKind.values()) {
    const [first, ...rest] = list;
    if (!first) continue;
    for (const other of rest)
      merge(
        first,
        other,
        'same-words',
        (x, y) =>
          intersects(x.domains, y.domains) ||
          intersects(x.cities, y.cities) ||
          (x.cities.size === 0 && x.domains.size === 0) ||
          (y.cities.size === 0 && y.domains.size === 0),
      );
  }

  // acronym-city
  const byAcronym = new Map<string, MergeGroup[]>();
  for (const group of groups) {
    for (const acronym of new Set(group.acronyms)) {
      const key = `${acronym}|${group.countryCode}`;
      byAcronym.set(key, [...(byAcronym.get(key) ?? []), group]);
    }
  }
  for (const group of groups) {
    for (const name of group.names) {
      const match = /^([A-Z]{2,6})\s+(\S.*)$/.exec(name);
      if (!match?.[1] || !match[2]) continue;
      const city = cityFold(match[2]);
      const candidates = (byAcronym.get(`${match[1]}|${group.countryCode}`) ?? []).filter(
        (other) => other !== group && rootState(other.id).cities.has(city),
      );
      if (candidates.length !== 1 || !candidates[0]) continue;
      merge(candidates[0], group, 'acronym-city', always);
    }
  }

  // suspected duplicates among the groups left
  const suspected: MergePair[] = [];
  const seen = new Set<string>();
  const suspect = (list: MergeGroup[], reason: string) => {
    const roots = new Map<string, MergeGroup>();
    for (const group of list) if (!roots.has(find(group.id))) roots.set(find(group.id), group);
    const distinct = [...roots.values()];
    for (let i = 1; i < distinct.length; i += 1) {
      const a = distinct[0];
      const b = distinct[i];
      if (!a || !b) continue;
      const pair = [find(a.id), find(b.id)].sort().join('|');
      if (seen.has(pair)) continue;
      seen.add(pair);
      suspected.push({ a: a.label, b: b.label, countryCode: a.countryCode, rule: reason });
    }
  };
  const byWords = new Map<string, MergeGroup[]>();
  const byDomain = new Map<string, MergeGroup[]>();
  for (const group of groups) {
    const words = [...new Set(group.keys.map((key) => distinctiveTokens(key).sort().join(' ')))];
    for (const word of words) {
      if (word === '') continue;
      const key = `${word}|${group.countryCode}`;
      byWords.set(key, [...(byWords.get(key) ?? []), group]);
    }
    for (const domain of group.domains) {
      const key = `${domain}|${group.countryCode}`;
      byDomain.set(key, [...(byDomain.get(key) ?? []), group]);
    }
  }
  for (const list of byWords.values()) if (list.length > 1) suspect(list, 'similar names');
  for (const list of byDomain.values()) if (list.length > 1) suspect(list, 'same web domain');
  return { unions, merges, suspected };
}
