import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import { GUIDE_SECTIONS } from '@/contract/guide';
import type { HomeSearch } from '@/contract/home';
import { CompactList, CompactRow } from '@/features/home/components/compact-row';
import { guideDetailTarget, type HomeLinkTarget } from '@/features/home/components/home-links';
import { SectionSkeleton } from '@/features/home/components/home-section';
import { homeSearchKey, searchHome } from '@/features/home/api/search-home';
import { useQuery } from '@/lib/use-query';

interface ResultItem {
  key: string;
  title: string;
  text?: string;
  target: HomeLinkTarget;
}

/** The groups of the home search, in the order shown, each to its detail page. */
export function resultGroups(data: HomeSearch): { label: string; items: ResultItem[] }[] {
  return [
    {
      label: '院校',
      items: data.universities.map((u) => ({
        key: u.id,
        title: u.nameCn,
        text: [u.nameEn, u.countryName].filter(Boolean).join(' · '),
        target: { to: '/school/detail', search: { id: u.id } },
      })),
    },
    {
      label: '专业',
      items: data.majors.map((m) => ({
        key: m.code,
        title: m.nameCn,
        text: m.subjectCn,
        target: { to: '/majors/detail', search: { code: m.code } },
      })),
    },
    {
      label: '资讯',
      items: data.news.map((n) => ({
        key: n.id,
        title: n.title,
        target: { to: '/news/detail', search: { id: n.id } },
      })),
    },
    {
      label: '问答',
      items: data.qa.map((q) => ({
        key: q.id,
        title: q.title,
        target: { to: '/qa/detail', search: { id: q.id } },
      })),
    },
    {
      label: '指南',
      items: data.guides.map((g) => ({
        key: g.id,
        title: g.title,
        text: GUIDE_SECTIONS[g.section].name,
        target: guideDetailTarget(g.section, g.id),
      })),
    },
  ].filter((group) => group.items.length > 0);
}

function Panel({
  keyword,
  onClear,
  children,
}: {
  keyword: string;
  onClear: () => void;
  children: ReactNode;
}) {
  return (
    <Box
      as="section"
      aria-label="搜索结果"
      bg="bg"
      borderWidth="1px"
      rounded="xl"
      p={{ base: '4', md: '5' }}
      data-testid="home-search-results"
    >
      <Flex align="center" justify="space-between" gap="3" mb="2">
        <Heading as="h2" size="md" minW="0" truncate>
          “{keyword}”的搜索结果
        </Heading>
        <Button size="sm" minH="10" variant="ghost" onClick={onClear} flexShrink={0}>
          清除搜索
        </Button>
      </Flex>
      {children}
    </Box>
  );
}

/** The home search's answer grouped by kind, "没有找到相关内容" when nothing matched, a clear button. */
export function SearchResults({ keyword, onClear }: { keyword: string; onClear: () => void }) {
  const result = useQuery(homeSearchKey(keyword), (signal) => searchHome(keyword, signal));
  const groups = result.data && !result.loading ? resultGroups(result.data) : undefined;
  return (
    <Panel keyword={keyword} onClear={onClear}>
      {result.error && !result.loading ? (
        <Flex align="center" justify="space-between" gap="3" py="4">
          <Text color="fg.muted">
            {result.offline ? '当前离线，暂时无法搜索' : `搜索失败：${result.error}`}
          </Text>
          <Button size="sm" variant="outline" onClick={result.refetch}>
            重试
          </Button>
        </Flex>
      ) : !groups ? (
        <SectionSkeleton rows={3} />
      ) : groups.length === 0 ? (
        <Text py="6" textAlign="center" color="fg.muted">
          没有找到相关内容
        </Text>
      ) : (
        <Stack gap="4">
          {groups.map((group) => (
            <Box key={group.label} data-testid="home-search-group">
              <Heading as="h3" size="sm" color="fg.muted" mb="1">
                {group.label}
              </Heading>
              <CompactList label={group.label}>
                {group.items.map((item) => (
                  <CompactRow
                    key={item.key}
                    testId="home-search-item"
                    target={item.target}
                    title={item.title}
                    text={item.text}
                  />
                ))}
              </CompactList>
            </Box>
          ))}
        </Stack>
      )}
    </Panel>
  );
}
