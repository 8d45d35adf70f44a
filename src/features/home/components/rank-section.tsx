import { Box, Button, Flex, HStack, LinkBox, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';

import { CardTitle } from '@/components/ui/card-shell';
import type { RankedType } from '@/contract/catalog';
import { CompactList } from '@/features/home/components/compact-row';
import { SectionFrame, SectionSkeleton } from '@/features/home/components/home-section';
import { HOME_FIRST_RANKING, HOME_RANK_TOP, homeRankQuery } from '@/features/home/api/home-sections';
import { useQuery } from '@/lib/use-query';

/** The rankings offered on the home page, in chip order. */
export const HOME_RANKINGS: readonly { type: RankedType; label: string }[] = [
  { type: '02', label: 'QS' },
  { type: '03', label: 'US News' },
  { type: '04', label: 'THE' },
  { type: '08', label: '软科 ARWU' },
];

/** 世界大学排名: the top ten of the chosen ranking (QS first), each to its school, and the full list at /rank. */
export function RankSection() {
  const [type, setType] = useState<RankedType>(HOME_FIRST_RANKING);
  const query = homeRankQuery(type);
  const result = useQuery(query.key, query.fetch);
  const switched = type !== HOME_FIRST_RANKING;
  // hidden when the first ranking cannot be shown; after a switch the chips stay so another can be picked
  if (!switched && result.error && !result.data) return null;
  if (!switched && result.data?.list.length === 0 && !result.loading) return null;
  const list = result.loading ? undefined : result.data?.list;
  return (
    <SectionFrame
      title="世界大学排名"
      more={{ to: '/rank', label: '查看完整排名' }}
      testId="home-rank"
      busy={result.loading}
    >
      <HStack gap="2" flexWrap="wrap" role="group" aria-label="排名榜单" mb="2">
        {HOME_RANKINGS.map((ranking) => {
          const active = ranking.type === type;
          return (
            <Button
              key={ranking.type}
              size="sm"
              minH="10"
              rounded="full"
              colorPalette="brand"
              variant={active ? 'solid' : 'outline'}
              aria-pressed={active}
              onClick={() => setType(ranking.type)}
            >
              {ranking.label}
            </Button>
          );
        })}
      </HStack>
      {result.error && !result.loading ? (
        <Flex align="center" justify="space-between" gap="3" py="4" color="fg.muted">
          <Text>该榜单暂时无法加载</Text>
          <Button size="sm" variant="outline" onClick={result.refetch}>
            重试
          </Button>
        </Flex>
      ) : !list ? (
        <SectionSkeleton rows={HOME_RANK_TOP} height="10" />
      ) : list.length === 0 ? (
        <Text py="4" color="fg.muted">
          暂无该榜单数据
        </Text>
      ) : (
        <>
          <CompactList label="排名前十">
            {list.map((item) => (
              <LinkBox
                as="li"
                key={item.university.id}
                display="flex"
                alignItems="center"
                gap="3"
                minH="12"
                py="1.5"
                px="1"
                rounded="md"
                _hover={{ bg: 'bg.subtle' }}
                data-testid="home-rank-item"
              >
                <Box
                  flexShrink={0}
                  minW="9"
                  h="9"
                  px="1"
                  rounded="md"
                  bg={item.rankNumber <= 3 ? 'brand.solid' : 'bg.muted'}
                  color={item.rankNumber <= 3 ? 'brand.contrast' : 'fg'}
                  fontWeight="bold"
                  fontSize="sm"
                  display="flex"
                  alignItems="center"
                  justifyContent="center"
                >
                  {item.rank}
                </Box>
                <Stack gap="0" minW="0" flex="1">
                  <CardTitle
                    link={<Link to="/school/detail" search={{ id: item.university.id }} />}
                    fontWeight="medium"
                    truncate
                  >
                    {item.university.nameCn}
                  </CardTitle>
                  <Text fontSize="xs" color="fg.muted" truncate>
                    {item.university.nameEn}
                  </Text>
                </Stack>
                <Text fontSize="sm" color="fg.muted" flexShrink={0}>
                  {item.university.countryName}
                </Text>
              </LinkBox>
            ))}
          </CompactList>
          {result.data && (
            <Text fontSize="xs" color="fg.subtle" mt="2">
              {result.data.attribution}
            </Text>
          )}
        </>
      )}
    </SectionFrame>
  );
}
