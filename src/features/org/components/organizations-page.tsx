import { Box, Button, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, type ReactNode } from 'react';

import { ListSkeleton } from '@/components/ui/list-states';
import { HOT_ORGS, hotOrgsQuery } from '@/features/org/api/get-hot-orgs';
import { recommendAdvisersQuery } from '@/features/org/api/get-recommend-advisers';
import { getStudentProfile } from '@/features/org/api/get-student-profile';
import { AdviserCard } from '@/features/org/components/adviser-card';
import { countryName, intentionName } from '@/features/org/components/org-labels';
import { OrgCard } from '@/features/org/components/org-card';
import { Section } from '@/features/org/components/section';
import {
  cameFromSelector,
  readSelectedAdviser,
  recordMatchingAdvisers,
} from '@/features/org/state/selection';
import { useHydrated, useSessionSnapshot } from '@/lib/hydration';
import { useQuery } from '@/lib/use-query';

/**
 * /organizations: hot organizations, live sessions and playbacks (slots the route fills), recommended
 * counselors. After the service selector the counselors match the student's study intention and country,
 * and the session keys selected_adviser / adviser_list are recorded.
 */
export function OrganizationsPage({ live, playbacks }: { live?: ReactNode; playbacks?: ReactNode }) {
  const { user } = useSessionSnapshot();
  const userId = user?.id ?? '';
  // this tab's choice in the selector, read once hydrated (the server has no sessionStorage)
  const hydrated = useHydrated();
  const selection = useMemo(() => (hydrated ? readSelectedAdviser() : null), [hydrated]);
  const fromSelector = cameFromSelector(selection);
  const hot = useQuery(hotOrgsQuery.key, hotOrgsQuery.fetch);
  const profile = useQuery(`org-profile:${userId}`, (signal) => getStudentProfile(userId, signal), {
    enabled: userId !== '',
  });
  const profileSettled = userId === '' || profile.data !== undefined || profile.error !== null;
  const intention = profile.data?.studyIntentionType ?? undefined;
  const country = profile.data?.abroadCountry ?? undefined;
  const intentionKey = intention === '01' || intention === '02' ? intention : undefined;
  const recommend = recommendAdvisersQuery(intentionKey, country);
  const advisers = useQuery(recommend.key, recommend.fetch, { enabled: profileSettled });

  useEffect(() => {
    if (fromSelector && selection && advisers.data) recordMatchingAdvisers(selection, advisers.data);
  }, [fromSelector, selection, advisers.data]);

  const intentionText = [
    intentionKey ? intentionName(intentionKey) : null,
    country ? countryName(country) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const recommendTitle = fromSelector ? `为你匹配的顾问` : '推荐顾问';

  const recommended = (
    <Section
      title={recommendTitle}
      testId="recommended-advisers"
      extra={
        <Button asChild size="xs" variant="ghost">
          <Link to="/counselor/list">全部顾问</Link>
        </Button>
      }
    >
      {fromSelector && (
        <Text fontSize="sm" color="fg.muted" mb="3" data-testid="selector-note">
          你选择了「{selection?.title}」
          {intentionText
            ? `，以下顾问擅长你的留学意向（${intentionText}）`
            : '，完善个人信息中的留学意向后推荐会更准确'}
          。
        </Text>
      )}
      {!advisers.data ? (
        <ListSkeleton rows={2} height="20" />
      ) : advisers.data.length === 0 ? (
        <Text color="fg.muted">暂无匹配的顾问</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="3">
          {advisers.data.map((adviser) => (
            <AdviserCard key={adviser.id} adviser={adviser} />
          ))}
        </SimpleGrid>
      )}
    </Section>
  );

  return (
    <Stack gap="4" data-testid="organizations-page">
      {fromSelector && recommended}
      <Section
        title="热门机构"
        testId="hot-orgs"
        extra={
          <Button asChild size="xs" variant="ghost">
            <Link to="/organization/list">全部机构</Link>
          </Button>
        }
      >
        {!hot.data ? (
          // the six cards asked for, in the cards' grid and at their height (CLS)
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="3" aria-busy="true" aria-label="加载中">
            {Array.from({ length: HOT_ORGS }, (_, i) => (
              <Skeleton key={i} h="36" rounded="lg" />
            ))}
          </SimpleGrid>
        ) : hot.data.length === 0 ? (
          <Text color="fg.muted">暂无机构</Text>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="3">
            {hot.data.map((org) => (
              <OrgCard key={org.id} org={org} />
            ))}
          </SimpleGrid>
        )}
      </Section>
      {/* the live and playback sections carry their own headings (直播预告, 最新回放) */}
      {live && (
        <Box as="section" bg="bg" borderWidth="1px" rounded="lg" p={{ base: '3', md: '5' }}>
          {live}
        </Box>
      )}
      {playbacks && (
        <Box as="section" bg="bg" borderWidth="1px" rounded="lg" p={{ base: '3', md: '5' }}>
          {playbacks}
        </Box>
      )}
      {!fromSelector && recommended}
    </Stack>
  );
}
