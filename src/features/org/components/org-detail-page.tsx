import { Badge, Box, HStack, SimpleGrid, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import { ErrorState } from '@/components/ui/list-states';
import { getAdmissionStatistics } from '@/features/org/api/get-admission-statistics';
import { getAdvisers } from '@/features/org/api/get-advisers';
import { getOrgDetail } from '@/features/org/api/get-org-detail';
import { getOriginator } from '@/features/org/api/get-originator';
import { AccountabilityFigures } from '@/features/org/components/accountability-figures';
import { AdmissionChart } from '@/features/org/components/admission-chart';
import { AdviserCard } from '@/features/org/components/adviser-card';
import { ContactButton } from '@/features/org/components/contact-button';
import { OfferList } from '@/features/org/components/offer-list';
import { countryName, formatPriceRange } from '@/features/org/components/org-labels';
import { Section } from '@/features/org/components/section';
import { useQuery } from '@/lib/use-query';

/** /organization/detail?id=: profile, counselors, offers, admission statistics, accountability, contact. */
export function OrgDetailPage({ id, playbacks }: { id: string; playbacks?: ReactNode }) {
  const result = useQuery(`org:${id}`, (signal) => getOrgDetail(id, signal));
  const stats = useQuery(`org-stats:${id}`, (signal) => getAdmissionStatistics(id, signal));
  const originator = useQuery(`org-originator:${id}`, (signal) => getOriginator(id, signal));
  const advisers = useQuery(`org-advisers:${id}`, (signal) =>
    getAdvisers({ orgId: id, pageIndex: 1, pageSize: 20 }, signal),
  );
  const org = result.data;
  if (!org) {
    return result.error ? (
      <ErrorState message={result.error} offline={result.offline} onRetry={result.refetch} />
    ) : (
      <Skeleton h="40" rounded="lg" />
    );
  }
  return (
    <Stack gap="4" data-testid="org-detail">
      <Box bg="bg" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }}>
        <Stack gap="3">
          <HStack gap="2" flexWrap="wrap">
            <Text as="h2" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold">
              {org.nameCn}
            </Text>
            {org.verified ? <Badge colorPalette="green">已认证</Badge> : <Badge>未认证</Badge>}
            {org.isDemo && <Badge colorPalette="gray">演示数据</Badge>}
          </HStack>
          <Text color="fg.muted" fontSize="sm">
            {[
              org.city,
              org.foundedYear ? `成立于${org.foundedYear}年` : null,
              formatPriceRange(org.priceMin, org.priceMax),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <Text>{org.intro}</Text>
          <Wrap gap="1">
            {org.serviceCountries.map((code) => (
              <Badge key={code} variant="outline">
                {countryName(code)}
              </Badge>
            ))}
            {org.serviceMajors.map((major) => (
              <Badge key={major} variant="subtle" colorPalette="brand">
                {major}
              </Badge>
            ))}
          </Wrap>
          {org.qualifications.length > 0 && (
            <Stack gap="0.5" fontSize="sm" color="fg.muted">
              {org.qualifications.map((item) => (
                <Text key={item}>✓ {item}</Text>
              ))}
            </Stack>
          )}
          {originator.data && (
            <Text fontSize="sm" data-testid="originator">
              {originator.data.title}：{originator.data.name} {originator.data.intro}
            </Text>
          )}
          <Box>
            <ContactButton orgId={org.id} />
          </Box>
        </Stack>
      </Box>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Section title="响应与成果">
          <AccountabilityFigures value={org.accountability} />
        </Section>
        <Section title="录取统计" testId="admission-statistics">
          {stats.data ? <AdmissionChart stats={stats.data} /> : <Skeleton h="24" />}
        </Section>
      </SimpleGrid>

      <Section title={`顾问团队${advisers.data ? `（${advisers.data.total}）` : ''}`}>
        {advisers.data && advisers.data.list.length === 0 && <Text color="fg.muted">暂无顾问</Text>}
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="3">
          {advisers.data?.list.map((adviser) => (
            <AdviserCard key={adviser.id} adviser={adviser} />
          ))}
        </SimpleGrid>
      </Section>

      <Section title="录取案例">
        <OfferList orgId={org.id} />
      </Section>

      {playbacks && <Section title="直播回放">{playbacks}</Section>}
    </Stack>
  );
}
