import { Badge, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import { qaCategoryName, type QaListItem } from '@/contract/qa';
import { QaAuthorLine } from '@/features/qa/components/qa-author';
import { QaTags } from '@/features/qa/components/qa-tags';

/** One question of a list: title (link to it), excerpt, author, category, tags, counts; `status` below. */
export function QuestionCard({ item, status }: { item: QaListItem; status?: ReactNode }) {
  return (
    <LinkBox
      as="article"
      bg="bg"
      borderWidth="1px"
      rounded="lg"
      p={{ base: '3', md: '4' }}
      _hover={{ shadow: 'md' }}
      data-testid="qa-card"
    >
      <Stack gap="2">
        <LinkOverlay asChild>
          <Link to="/qa/detail" search={{ id: item.id }}>
            <Text fontWeight="semibold" fontSize={{ base: 'md', md: 'lg' }} lineClamp={2}>
              {item.title}
            </Text>
          </Link>
        </LinkOverlay>
        {item.excerpt && (
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {item.excerpt}
          </Text>
        )}
        <QaAuthorLine author={item.author} time={item.createTime} />
        <HStack gap="3" fontSize="xs" color="fg.muted" flexWrap="wrap">
          <Badge variant="subtle" colorPalette="brand">
            {qaCategoryName(item.category)}
          </Badge>
          <Text>{item.replyCount} 个回答</Text>
          <Text>{item.likeCount} 赞</Text>
          <QaTags tags={item.tags} />
        </HStack>
        {status}
      </Stack>
    </LinkBox>
  );
}
