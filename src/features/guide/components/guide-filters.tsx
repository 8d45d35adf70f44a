import { FilterChips, type FilterChip } from '@/components/ui/filter-chips';
import type { GuideFacet } from '@/contract/guide';

/**
 * 全部 and the codes that have articles (the section's facets), in the dictionary's order, named by it. The
 * chosen code stays a chip even without articles, so it can be seen and cleared.
 */
export function GuideFilterChips({
  facets,
  codes,
  nameOf,
  value,
  onChange,
  label,
  testId,
}: {
  facets: readonly GuideFacet[];
  codes: readonly string[];
  nameOf: (code: string) => string;
  value: string | undefined;
  onChange: (code: string | undefined) => void;
  label: string;
  testId: string;
}) {
  const present = new Set(facets.filter((facet) => facet.count > 0).map((facet) => facet.code));
  if (value) present.add(value);
  const order = (code: string) => {
    const index = codes.indexOf(code);
    return index === -1 ? codes.length : index;
  };
  const chips: FilterChip<string | undefined>[] = [
    { code: undefined, label: '全部' },
    ...[...present].sort((a, b) => order(a) - order(b)).map((code) => ({ code, label: nameOf(code) })),
  ];
  if (chips.length === 1) return null;
  return <FilterChips chips={chips} value={value} onChange={onChange} label={label} testId={testId} />;
}
