import { Stack } from '@chakra-ui/react';

import { effectivePost, type ShownPost } from '../state/circle-view';
import { PostCard } from './post-card';
import { useCircleData } from './use-circle-data';

/** Post cards with the states this device knows (queued likes, comments, forwards; hidden posts gone). */
export function PostList({
  items,
  onEdit,
}: {
  items: readonly ShownPost[];
  onEdit: (entryId: string) => void;
}) {
  const { store, entries } = useCircleData();
  return (
    <Stack gap={{ base: '0', md: '3' }} data-testid="circle-feed">
      {items.map((item) => (
        <PostCard key={item.post.id} item={item} post={effectivePost(item, entries, store)} onEdit={onEdit} />
      ))}
    </Stack>
  );
}
