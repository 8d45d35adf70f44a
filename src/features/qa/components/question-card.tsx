import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import { CardShell, CardTitle } from '@/components/ui/card-shell';
import { qaCategoryName, type QaListItem } from '@/contract/qa';
import { QaAuthorLine } from '@/features/qa/components/qa-author';
import { QaTags } from '@/features/qa/components/qa-tags';

/** One question of a list: title (link to it), excerpt, author, category, tags, counts; `status` below. */
export function QuestionCard({ item, status }: { item: QaListItem; status?: ReactNode }) {
  return (
    <CardShell data-testid="qa-card">
      <Stack gap="2">
        <CardTitle
          link={<Link to="/qa/detail" search={{ id: item.id }} />}
          fontSize={{ base: 'md', md: 'lg' }}
          lineClamp={2}
        >
          {item.title}
        </CardTitle>
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
    </CardShell>
  );
}
