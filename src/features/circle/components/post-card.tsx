import { Box, Stack, Text } from '@chakra-ui/react';

import { DeliveryLine } from '@/components/ui/delivery-line';
import { CIRCLE_TEXT, type CirclePost, type CircleQuote } from '@/contract/circle';

import type { ShownPost } from '../state/circle-view';
import { AuthorLine } from './author-line';
import { CircleLink, useCircleNav } from './circle-nav';
import { ImageGrid, type GridImage } from './image-grid';
import { ActionBar, PostMenu } from './post-actions';
import { PostText } from './post-text';

function QuoteBox({ quote }: { quote: CircleQuote }) {
  const go = useCircleNav();
  if (quote.deleted) {
    return (
      <Box bg="bg.muted" rounded="md" px="3" py="2" color="fg.muted" fontSize="sm" data-testid="circle-quote">
        {CIRCLE_TEXT.ORIGINAL_DELETED}
      </Box>
    );
  }
  return (
    <Stack
      gap="2"
      bg="bg.muted"
      rounded="md"
      px="3"
      py="2"
      fontSize="sm"
      cursor="pointer"
      data-testid="circle-quote"
      onClick={() => go({ post: quote.id })}
    >
      {quote.author && (
        <Text fontWeight="semibold" color="brand.fg">
          @{quote.author.name}
        </Text>
      )}
      <PostText text={quote.content} />
      <ImageGrid images={quote.images.map((src) => ({ src }))} />
    </Stack>
  );
}

/**
 * One post: author line (link to the person's page), text folded after FOLD_LINES / FOLD_CHARS, images,
 * the quoted original of a forward, the delivery line of a queued post, the action bar and the menu.
 * `post` is the effective post (queued likes, comments and forwards counted).
 */
export function PostCard({
  item,
  post,
  detail = false,
  onEdit,
}: {
  item: ShownPost;
  post: CirclePost;
  detail?: boolean;
  onEdit?: (entryId: string) => void;
}) {
  const images: GridImage[] = item.localImages
    ? item.localImages.map((local) => ({ local }))
    : post.images.map((src) => ({ src }));
  const { delivery } = item;
  return (
    <Stack
      as="article"
      gap="3"
      bg="bg"
      borderWidth={{ base: '0', md: '1px' }}
      borderBottomWidth="1px"
      rounded={{ base: 'none', md: 'lg' }}
      px={{ base: '4', md: '5' }}
      py="4"
      data-testid="circle-post"
      data-post-id={post.id}
    >
      <AuthorLine
        author={post.author}
        time={post.createTime}
        tag={post.tag}
        end={<PostMenu post={post} delivery={delivery} />}
      />
      <PostText
        text={post.content}
        fold={!detail}
        // tapping a post's text in a feed opens it (a post still queued has no page yet)
        wrap={
          detail || delivery ? undefined : (node) => <CircleLink to={{ post: post.id }}>{node}</CircleLink>
        }
      />
      <ImageGrid images={images} />
      {post.forwardOf && <QuoteBox quote={post.forwardOf} />}
      {delivery && (
        <DeliveryLine
          delivery={delivery}
          testId="circle-delivery"
          onEdit={onEdit && !post.forwardOf ? () => onEdit(delivery.entryId) : undefined}
        />
      )}
      <ActionBar post={post} delivery={delivery} />
    </Stack>
  );
}
