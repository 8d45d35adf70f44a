import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';

import { SEARCH_TERM_MAX } from '@/contract/home';
import { fetchHotSearch, HOME_QUERY_KEYS } from '@/features/home/api/prefetch-home';
import { useQuery } from '@/lib/use-query';

export const HOME_SEARCH_PLACEHOLDER = '搜索院校、专业、资讯、问答';

/**
 * The height of the hot search row: one line of chips (minH 10) with room for their focus ring inside the
 * scrolling row, reserved while they load.
 */
const HOT_ROW_HEIGHT = '12';

/**
 * The hot search chips under the box, on one line (scrolled sideways where they do not fit, as on a phone):
 * the row's height is known before the terms arrive, so it is reserved while they load and nothing below
 * moves when they come (CLS). Nothing when there are none or they could not be loaded.
 */
function HotSearchChips({ onPick }: { onPick: (term: string) => void }) {
  const result = useQuery(HOME_QUERY_KEYS.hotSearch, fetchHotSearch);
  if (!result.data && !result.error) return <Box h={HOT_ROW_HEIGHT} aria-hidden="true" />;
  const terms = result.data ?? [];
  if (terms.length === 0) return null;
  return (
    <HStack
      gap="2"
      h={HOT_ROW_HEIGHT}
      py="1"
      px="1"
      mx="-1"
      flexWrap="nowrap"
      overflowX="auto"
      overscrollBehaviorX="contain"
      css={{ scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
      role="group"
      aria-label="热门搜索"
      data-testid="home-hot-search"
    >
      <Text fontSize="sm" color="fg.muted" flexShrink={0} whiteSpace="nowrap">
        热门搜索
      </Text>
      {terms.map((item) => (
        <Button
          key={`${item.searchType}:${item.term}`}
          size="sm"
          minH="10"
          flexShrink={0}
          variant="subtle"
          rounded="full"
          onClick={() => onPick(item.term)}
        >
          {item.term}
        </Button>
      ))}
    </HStack>
  );
}

/**
 * The home search box (keyed by the URL's term, so back, forward and the clear button reset it): submits the trimmed term (undefined
 * when empty); a hot term fills the box and searches.
 */
export function HomeSearch({
  keyword,
  onSearch,
}: {
  keyword?: string;
  onSearch: (keyword?: string) => void;
}) {
  const [text, setText] = useState(keyword ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim() || undefined);
  };
  return (
    <Stack gap="3">
      <Box as="form" onSubmit={submit} role="search" aria-label="全站搜索">
        <HStack gap="2">
          <Input
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={HOME_SEARCH_PLACEHOLDER}
            aria-label={HOME_SEARCH_PLACEHOLDER}
            maxLength={SEARCH_TERM_MAX}
            bg="bg"
            size="lg"
            enterKeyHint="search"
            minW="0"
          />
          <Button type="submit" colorPalette="brand" size="lg" flexShrink={0}>
            搜索
          </Button>
        </HStack>
      </Box>
      <HotSearchChips
        onPick={(term) => {
          setText(term);
          onSearch(term);
        }}
      />
    </Stack>
  );
}
