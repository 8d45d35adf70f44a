import { Badge, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

import { CardShell, CardTitle } from '@/components/ui/card-shell';
import type { OrgListItem } from '@/contract/org';
import { countryName, formatPriceRange } from '@/features/org/components/org-labels';

export function OrgCard({ org }: { org: OrgListItem }) {
  return (
    <CardShell data-testid="org-card">
      <Stack gap="2">
        <HStack gap="2" align="flex-start" justify="space-between">
          <CardTitle link={<Link to="/organization/detail" search={{ id: org.id }} />} lineClamp={2}>
            {org.nameCn}
          </CardTitle>
          {org.verified && (
            <Badge colorPalette="green" flexShrink={0}>
              已认证
            </Badge>
          )}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {[org.city, org.foundedYear ? `成立于${org.foundedYear}年` : null].filter(Boolean).join(' · ')}
        </Text>
        <Wrap gap="1">
          {org.serviceCountries.map((code) => (
            <Badge key={code} variant="outline">
              {countryName(code)}
            </Badge>
          ))}
        </Wrap>
        <HStack fontSize="sm" justify="space-between" flexWrap="wrap" gap="1">
          <Text color="orange.600">{formatPriceRange(org.priceMin, org.priceMax)}</Text>
          <Text color="fg.muted">
            {org.adviserCount} 位顾问 · {org.offerCount} 枚录取
          </Text>
        </HStack>
      </Stack>
    </CardShell>
  );
}
