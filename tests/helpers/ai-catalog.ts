/** Picking seeded schools out of the AI engine's catalog by what a test needs of them. */
import type { AiCatalog, CatalogSchool } from '../../server/modules/ai-select/ai-select.catalog.ts';

/** The best-ranked US school (by reference rank, then id) that satisfies the condition. */
export function usSchoolWhere(catalog: AiCatalog, predicate: (s: CatalogSchool) => boolean): CatalogSchool {
  const found = catalog.schools
    .filter((s) => s.countryCode === 'US' && predicate(s))
    .sort((a, b) => (a.refRank ?? 1e9) - (b.refRank ?? 1e9) || a.id.localeCompare(b.id))[0];
  if (!found) throw new Error('no such US school in the seed');
  return found;
}
