import { Badge, HStack, Text } from '@chakra-ui/react';

import { PersonAvatar } from '@/components/ui/person-avatar';
import { QA_AUTHOR_ROLES, type QaAuthor } from '@/contract/qa';
import { formatDate } from '@/lib/format';

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
      <time dateTime={time}>{formatDate(time)}</time>
    </HStack>
  );
}
