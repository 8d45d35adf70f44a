import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import { LocalTime } from '@/components/ui/local-time';
import { PersonAvatar, personInitial, personPalette } from '@/components/ui/person-avatar';
import type { CircleAuthor, CircleTag } from '@/contract/circle';
import { relativeTime } from '@/contract/circle-display';

import { CircleLink } from './circle-nav';

export function AuthorAvatar({
  author,
  size = 'sm',
}: {
  author: CircleAuthor;
  size?: 'xs' | 'sm' | 'md' | 'xl';
}) {
  return (
    <PersonAvatar
      size={size}
      colorPalette={personPalette(author.id)}
      name={author.name}
      initial={personInitial(author.name)}
      src={author.avatar}
    />
  );
}

/** Avatar (or the name's first character) and name linking to the person's page, time, tag; all as text. */
export function AuthorLine({
  author,
  time,
  tag,
  end,
}: {
  author: CircleAuthor;
  time: string;
  tag?: CircleTag | null;
  end?: ReactNode;
}) {
  return (
    <HStack gap="2.5" align="center" minW="0">
      <CircleLink to={{ user: author.id }} label={author.name}>
        <AuthorAvatar author={author} />
      </CircleLink>
      <Stack gap="0" minW="0" flex="1">
        <CircleLink to={{ user: author.id }}>
          <Text as="span" fontWeight="semibold" truncate display="block" data-testid="circle-author">
            {author.name}
          </Text>
        </CircleLink>
        <HStack gap="2" fontSize="xs" color="fg.muted">
          <LocalTime iso={time} format={relativeTime} />
          {tag && (
            <Badge size="sm" variant="subtle" colorPalette="brand">
              {tag.name}
            </Badge>
          )}
        </HStack>
      </Stack>
      {end}
    </HStack>
  );
}
