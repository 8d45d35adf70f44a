import { Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';

import type { AdmissionStatistics } from '@/contract/org';
import { countryName } from '@/features/org/components/org-labels';

function Bars({
  title,
  rows,
  testId,
}: {
  title: string;
  rows: { label: string; count: number }[];
  testId: string;
}) {
  const max = Math.max(1, ...rows.map((row) => row.count));
  return (
    <Stack gap="2" data-testid={testId}>
      <Text fontWeight="semibold" fontSize="sm">
        {title}
      </Text>
      {rows.map((row) => (
        <HStack key={row.label} gap="2" fontSize="sm">
          <Text w="24" flexShrink={0} color="fg.muted" lineClamp={1}>
            {row.label}
          </Text>
          <Box flex="1" bg="bg.muted" rounded="sm" h="3" overflow="hidden">
            <Box
              h="full"
              bg="brand.solid"
              rounded="sm"
              w={`${(row.count / max) * 100}%`}
              role="meter"
              aria-label={row.label}
              aria-valuenow={row.count}
              aria-valuemin={0}
              aria-valuemax={max}
            />
          </Box>
          <Text w="8" textAlign="end" fontVariantNumeric="tabular-nums">
            {row.count}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}

/** Offers by country, school tier and year as CSS bars. */
export function AdmissionChart({ stats }: { stats: AdmissionStatistics }) {
  if (stats.total === 0) {
    return <Text color="fg.muted">平台上还没有记录到该机构的录取。</Text>;
  }
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="5" data-testid="admission-chart">
      <Bars
        title="按国家/地区"
        testId="bars-country"
        rows={stats.byCountry.map((row) => ({ label: countryName(row.code), count: row.count }))}
      />
      <Bars title="按院校层次" testId="bars-tier" rows={stats.byTier} />
      <Bars
        title="按年份"
        testId="bars-year"
        rows={stats.byYear.map((row) => ({ label: `${row.year}年`, count: row.count }))}
      />
    </SimpleGrid>
  );
}
