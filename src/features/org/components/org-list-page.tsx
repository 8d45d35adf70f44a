import { Stack } from '@chakra-ui/react';

import { FilterChips } from '@/components/ui/filter-chips';
import {
  ORG_MAJOR_AREAS,
  ORG_PRICE_BAND_CODES,
  ORG_PRICE_BANDS,
  type OrgMajorArea,
  type OrgPriceBand,
} from '@/contract/org';
import { getOrgPage } from '@/features/org/api/get-org-page';
import { COUNTRY_OPTIONS } from '@/features/org/components/org-labels';
import { PagedGrid } from '@/features/org/components/paged-grid';
import { OrgCard } from '@/features/org/components/org-card';
import { useQuery } from '@/lib/use-query';

const PAGE_SIZE = 12;

export interface OrgListFilters {
  city?: string;
  country?: string;
  major?: OrgMajorArea;
  price?: OrgPriceBand;
  page?: number;
}

const ALL = { code: undefined, label: '全部' };

/** /organization/list: organizations by city, country served, major area and price band (all in the URL). */
export function OrgListPage({
  filters,
  onSearch,
}: {
  filters: OrgListFilters;
  onSearch: (next: OrgListFilters) => void;
}) {
  const page = filters.page ?? 1;
  const { city, country, major, price } = filters;
  const result = useQuery(
    `orgs:${city ?? ''}:${country ?? ''}:${major ?? ''}:${price ?? ''}:${page}`,
    (signal) => getOrgPage({ city, country, major, price, pageIndex: page, pageSize: PAGE_SIZE }, signal),
  );
  const set = (change: Partial<OrgListFilters>) =>
    onSearch({ city, country, major, price, ...change, page: undefined });
  const cities = result.data?.cities ?? (city ? [city] : []);
  return (
    <Stack gap="3">
      <FilterChips
        label="城市"
        testId="filter-city"
        chips={[ALL, ...cities.map((c) => ({ code: c, label: c }))]}
        value={city}
        onChange={(next) => set({ city: next })}
      />
      <FilterChips
        label="服务国家"
        testId="filter-country"
        chips={[ALL, ...COUNTRY_OPTIONS]}
        value={country}
        onChange={(next) => set({ country: next })}
      />
      <FilterChips
        label="专业方向"
        testId="filter-major"
        chips={[ALL, ...ORG_MAJOR_AREAS.map((m) => ({ code: m, label: m }))]}
        value={major}
        onChange={(next) => set({ major: next })}
      />
      <FilterChips
        label="价格"
        testId="filter-price"
        chips={[ALL, ...ORG_PRICE_BAND_CODES.map((code) => ({ code, label: ORG_PRICE_BANDS[code].label }))]}
        value={price}
        onChange={(next) => set({ price: next })}
      />
      <PagedGrid
        result={result}
        empty="没有符合条件的机构"
        skeletonHeight="28"
        testId="org-list"
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(p) => onSearch({ ...filters, page: p })}
      >
        {(org) => <OrgCard key={org.id} org={org} />}
      </PagedGrid>
    </Stack>
  );
}
