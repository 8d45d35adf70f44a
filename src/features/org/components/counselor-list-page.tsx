import { Stack } from '@chakra-ui/react';

import { FilterChips } from '@/components/ui/filter-chips';
import { ADVISER_YEARS_BAND_CODES, ADVISER_YEARS_BANDS, type AdviserYearsBand } from '@/contract/org';
import { getAdvisers } from '@/features/org/api/get-advisers';
import { AdviserCard } from '@/features/org/components/adviser-card';
import { ADVISER_TYPE_OPTIONS, COUNTRY_OPTIONS } from '@/features/org/components/org-labels';
import { PagedGrid } from '@/features/org/components/paged-grid';
import { useQuery } from '@/lib/use-query';

const PAGE_SIZE = 12;

export interface CounselorListFilters {
  type?: string;
  country?: string;
  years?: AdviserYearsBand;
  page?: number;
}

const ALL = { code: undefined, label: '全部' };

/** /counselor/list: counselors by ADVISER_TYPE, country and years of experience (all in the URL). */
export function CounselorListPage({
  filters,
  onSearch,
}: {
  filters: CounselorListFilters;
  onSearch: (next: CounselorListFilters) => void;
}) {
  const page = filters.page ?? 1;
  const { type, country, years } = filters;
  const result = useQuery(`advisers:${type ?? ''}:${country ?? ''}:${years ?? ''}:${page}`, (signal) =>
    getAdvisers({ type, country, years, pageIndex: page, pageSize: PAGE_SIZE }, signal),
  );
  const set = (change: Partial<CounselorListFilters>) =>
    onSearch({ type, country, years, ...change, page: undefined });
  return (
    <Stack gap="3">
      <FilterChips
        label="顾问类型"
        testId="filter-type"
        chips={[ALL, ...ADVISER_TYPE_OPTIONS]}
        value={type}
        onChange={(next) => set({ type: next })}
      />
      <FilterChips
        label="擅长国家"
        testId="filter-country"
        chips={[ALL, ...COUNTRY_OPTIONS]}
        value={country}
        onChange={(next) => set({ country: next })}
      />
      <FilterChips
        label="从业年限"
        testId="filter-years"
        chips={[
          ALL,
          ...ADVISER_YEARS_BAND_CODES.map((code) => ({ code, label: ADVISER_YEARS_BANDS[code].label })),
        ]}
        value={years}
        onChange={(next) => set({ years: next })}
      />
      <PagedGrid
        result={result}
        empty="没有符合条件的顾问"
        skeletonHeight="24"
        testId="adviser-list"
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(p) => onSearch({ ...filters, page: p })}
      >
        {(adviser) => <AdviserCard key={adviser.id} adviser={adviser} />}
      </PagedGrid>
    </Stack>
  );
}
