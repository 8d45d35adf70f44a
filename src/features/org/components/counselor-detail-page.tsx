import { Badge, Box, HStack, SimpleGrid, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import { ErrorState } from '@/components/ui/list-states';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { getCounselorInfo } from '@/features/org/api/get-counselor-info';
import { AccountabilityFigures } from '@/features/org/components/accountability-figures';
import { ContactButton } from '@/features/org/components/contact-button';
import { OfferList } from '@/features/org/components/offer-list';
import { adviserTypeName, countryName, intentionName } from '@/features/org/components/org-labels';
import { Section } from '@/features/org/components/section';
import { useQuery } from '@/lib/use-query';

/** /counselor/detail?id=: profile, placed schools, students' offers, accountability, contact. */
export function CounselorDetailPage({ id, playbacks }: { id: string; playbacks?: ReactNode }) {
  const result = useQuery(`counselor:${id}`, (signal) => getCounselorInfo(id, signal));
  const adviser = result.data;
  if (!adviser) {
    return result.error ? (
      <ErrorState message={result.error} offline={result.offline} onRetry={result.refetch} />
    ) : (
      <Skeleton h="40" rounded="lg" />
    );
  }
  return (
    <Stack gap="4" data-testid="counselor-detail">
      <Box bg="bg" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }}>
        <HStack gap="4" align="flex-start">
          <PersonAvatar size="xl" colorPalette="brand" name={adviser.nameCn} src={adviser.avatar} />
          <Stack gap="2" minW="0" flex="1">
            <HStack gap="2" flexWrap="wrap">
              <Text as="h2" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold">
                {adviser.nameCn}
              </Text>
              <Badge colorPalette="orange">{adviserTypeName(adviser.adviserType)}</Badge>
              {adviser.isDemo && <Badge>演示数据</Badge>}
            </HStack>
            {adviser.orgId && adviser.orgNameCn && (
              <Link to="/organization/detail" search={{ id: adviser.orgId }}>
                <Text fontSize="sm" color="brand.fg">
                  {adviser.orgNameCn}
                </Text>
              </Link>
            )}
            <Text fontSize="sm" color="fg.muted">
              从业{adviser.yearsOfExperience}年 · 服务{adviser.studyIntentions.map(intentionName).join('、')}
              申请 · 语言：
              {adviser.languages.join('、')}
            </Text>
            <Wrap gap="1">
              {adviser.countries.map((code) => (
                <Badge key={code} variant="outline">
                  {countryName(code)}
                </Badge>
              ))}
            </Wrap>
            <Text>{adviser.intro}</Text>
            <Box>
              <ContactButton adviserId={adviser.id} />
            </Box>
          </Stack>
        </HStack>
      </Box>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Section title="响应与成果">
          <AccountabilityFigures value={adviser.accountability} />
        </Section>
        <Section title="曾助学生录取的院校">
          {adviser.placedSchools.length === 0 ? (
            <Text color="fg.muted">暂无</Text>
          ) : (
            <Wrap gap="2" data-testid="placed-schools">
              {adviser.placedSchools.map((school) => (
                <Link key={school.id} to="/school/detail" search={{ id: school.id }}>
                  <Badge size="lg" variant="subtle" colorPalette="brand">
                    {school.nameCn}
                  </Badge>
                </Link>
              ))}
            </Wrap>
          )}
        </Section>
      </SimpleGrid>
      <Section title="学生录取">
        <OfferList adviserId={adviser.id} />
      </Section>
      {playbacks && <Section title="直播回放">{playbacks}</Section>}
    </Stack>
  );
}
