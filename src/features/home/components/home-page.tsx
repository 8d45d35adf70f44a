import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue } from 'react';

import { HOME_TAGLINE } from '@/contract/home';
import { SITE } from '@/contract/limits';
import { homeSearchTerm } from '@/features/home/api/search-home';
import { ActivitySection } from '@/features/home/components/activity-section';
import { AdmissionSection } from '@/features/home/components/admission-section';
import { AdviserSection } from '@/features/home/components/adviser-section';
import { BannerCarousel } from '@/features/home/components/banner-carousel';
import { GuideSectionCard } from '@/features/home/components/guide-section';
import { HomeSearch } from '@/features/home/components/home-search';
import { HotQaSection } from '@/features/home/components/hot-qa-section';
import { NewsSection } from '@/features/home/components/news-section';
import { QuickEntries } from '@/features/home/components/quick-entries';
import { RankSection } from '@/features/home/components/rank-section';
import { SearchResults } from '@/features/home/components/search-results';
import { useHydrated } from '@/lib/hydration';

/**
 * The home page `/`: the search box (its term in the URL), the banner, the quick entries, then one card per
 * section, each loading on its own and absent when it has nothing to show.
 *
 * In a page the browser renders (a navigation) the sections mount in a second render: the router commits a
 * route's first render synchronously, and on a slow phone the eleven sections made that one task of ~0.5 s (4x
 * CPU). `useDeferredValue(true, false)` gives the first render the first screen and a viewport's height held for
 * the sections (so nothing below moves into view), then renders them in slices that yield to input
 * (docs/architecture.md, "First paint"). The server renders them (their data came with the loader), and the
 * hydrating render must draw what the server drew.
 */
export function HomePage({
  keyword: asked,
  onSearch,
}: {
  keyword?: string;
  onSearch: (keyword?: string) => void;
}) {
  const keyword = homeSearchTerm(asked);
  // a page the server rendered has its sections in its HTML: the server and the hydrating render draw them at once
  const sections = useDeferredValue(true, !useHydrated());
  return (
    <Container maxW="7xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
      <Stack gap={{ base: '4', md: '6' }}>
        <Box>
          <Heading as="h1" size={{ base: 'xl', md: '3xl' }}>
            {SITE.TITLE}
          </Heading>
          <Text color="fg.muted" mt="1" fontSize={{ base: 'sm', md: 'md' }}>
            {HOME_TAGLINE}
          </Text>
        </Box>
        <HomeSearch key={keyword ?? ''} keyword={keyword} onSearch={onSearch} />
        {keyword && <SearchResults keyword={keyword} onClear={() => onSearch(undefined)} />}
        <BannerCarousel />
        <QuickEntries />
        {!sections && <Box minH="100vh" aria-busy="true" data-testid="home-sections-pending" />}
        {sections && (
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '4', md: '6' }} alignItems="start">
            <RankSection />
            <Stack gap={{ base: '4', md: '6' }} minW="0">
              <ActivitySection />
              <HotQaSection />
            </Stack>
            <AdviserSection />
            <AdmissionSection />
            <NewsSection />
            <GuideSectionCard section="STANDARD_EXAM" />
            <GuideSectionCard section="ACADEMIC" />
            <GuideSectionCard section="BACKGROUND" />
            <GuideSectionCard section="RENTING" title="留学生活" />
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
