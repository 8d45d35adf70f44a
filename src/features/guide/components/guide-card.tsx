import { Badge, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';

import type { GuideListItem } from '@/contract/guide';
import { factsYearText } from '@/features/guide/components/guide-date';
import { formatDate } from '@/lib/format';
import { GuideLink } from '@/features/guide/components/guide-link';

/** One article of a guide list: title (the link), summary, type or country, facts year, date. */
export function GuideCard({ item, badge }: { item: GuideListItem; badge: string | null }) {
  return (
    <LinkBox
      as="article"
      bg="bg"
      borderWidth="1px"
      rounded="lg"
      p={{ base: '3', md: '4' }}
      minW="0"
      _hover={{ shadow: 'md' }}
      data-testid="guide-card"
    >
      <Stack gap="2" h="full">
        <LinkOverlay asChild>
          <GuideLink section={item.section} id={item.id}>
            <Text
              as="span"
              display="block"
              fontWeight="semibold"
              fontSize={{ base: 'md', md: 'lg' }}
              lineClamp={2}
              wordBreak="break-word"
            >
              {item.title}
            </Text>
          </GuideLink>
        </LinkOverlay>
        <Text fontSize="sm" color="fg.muted" lineClamp={3} wordBreak="break-word">
          {item.summary}
        </Text>
        <HStack gap="3" mt="auto" pt="1" fontSize="xs" color="fg.muted" flexWrap="wrap">
          {badge && (
            <Badge variant="subtle" colorPalette="brand">
              {badge}
            </Badge>
          )}
          <Text>{factsYearText(item.factsYear)}</Text>
          <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
        </HStack>
      </Stack>
    </LinkBox>
  );
}
