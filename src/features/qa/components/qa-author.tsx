import { Badge, HStack, Text } from '@chakra-ui/react';

import { PersonAvatar } from '@/components/ui/person-avatar';
import { QA_AUTHOR_ROLES, type QaAuthor } from '@/contract/qa';

/** 2026-11-21 in the reader's time zone. */
export function formatQaDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Avatar (or the name's first character), name, 顾问/同学 and the date, all as text. */
export function QaAuthorLine({ author, time }: { author: QaAuthor; time: string }) {
  return (
    <HStack gap="2" minW="0" fontSize="xs" color="fg.muted">
      <PersonAvatar
        size="2xs"
        colorPalette={author.role === 'COUNSELOR' ? 'brand' : 'gray'}
        name={author.name}
        src={author.avatar}
      />
      <Text truncate fontWeight="medium" color="fg">
        {author.name}
      </Text>
      <Badge size="sm" variant="subtle" colorPalette={author.role === 'COUNSELOR' ? 'brand' : 'gray'}>
        {QA_AUTHOR_ROLES[author.role]}
      </Badge>
      <time dateTime={time}>{formatQaDate(time)}</time>
    </HStack>
  );
}
