import { Badge, HStack, Stack, Text } from '@chakra-ui/react';

import { CardShell, CardTitle } from '@/components/ui/card-shell';
import type { GuideListItem } from '@/contract/guide';
import { factsYearText } from '@/features/guide/components/guide-date';
import { formatDate } from '@/lib/format';
import { GuideLink } from '@/features/guide/components/guide-link';

/** One article of a guide list: title (the link), summary, type or country, facts year, date. */
export function GuideCard({ item, badge }: { item: GuideListItem; badge: string | null }) {
  return (
    <CardShell minW="0" data-testid="guide-card">
      <Stack gap="2" h="full">
        <CardTitle
          link={<GuideLink section={item.section} id={item.id} />}
          as="span"
          display="block"
          fontSize={{ base: 'md', md: 'lg' }}
          lineClamp={2}
          wordBreak="break-word"
        >
          {item.title}
        </CardTitle>
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
    </CardShell>
  );
}
