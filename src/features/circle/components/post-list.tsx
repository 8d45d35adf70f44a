import { Box, Stack } from '@chakra-ui/react';
import { useDeferredValue } from 'react';

import { effectivePost, type ShownPost } from '../state/circle-view';
import { PostCard } from './post-card';
import { useCircleData } from './use-circle-data';

/**
 * The posts a list mounts with in its first render: a screenful on a phone (a card is ~190-210 px) and on a
 * desktop. A feed that arrives with the page (/circle's first screen, its answer in the page) renders in the
 * router's synchronous first commit; the rest of the page follows in a second render that yields to input, a
 * viewport's height held for it meanwhile (the footer stays below the fold), as the home page's sections do.
 */
const FIRST_RENDER_POSTS = 4;

/** Post cards with the states this device knows (queued likes, comments, forwards; hidden posts gone). */
export function PostList({
  items,
  onEdit,
}: {
  items: readonly ShownPost[];
  onEdit: (entryId: string) => void;
}) {
  const { store, entries } = useCircleData();
  const all = useDeferredValue(true, false);
  const shown = all ? items : items.slice(0, FIRST_RENDER_POSTS);
  return (
    <Stack gap={{ base: '0', md: '3' }} data-testid="circle-feed">
      {shown.map((item) => (
        <PostCard key={item.post.id} item={item} post={effectivePost(item, entries, store)} onEdit={onEdit} />
      ))}
      {shown.length < items.length && <Box minH="100vh" aria-busy="true" />}
    </Stack>
  );
}
