import { Box, LinkBox, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import { CardTitle } from '@/components/ui/card-shell';
import type { HomeLinkTarget } from '@/features/home/components/home-links';

/** One compact card of a home list: its title links to the item, a line or two of facts under it. */
export function CompactRow({
  target,
  title,
  lead,
  text,
  meta,
  testId,
}: {
  target: HomeLinkTarget;
  title: string;
  /** Shown before the title (a number, a badge). */
  lead?: ReactNode;
  /** One line under the title (a summary, an excerpt). */
  text?: string;
  meta?: ReactNode;
  testId: string;
}) {
  return (
    <LinkBox
      as="li"
      display="flex"
      gap="3"
      alignItems="flex-start"
      py="2.5"
      minH="12"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: '0' }}
      _hover={{ bg: 'bg.subtle' }}
      rounded="md"
      px="1"
      data-testid={testId}
    >
      {lead}
      <Stack gap="1" minW="0" flex="1">
        <CardTitle link={<Link to={target.to} search={target.search} />} fontWeight="medium" lineClamp={2}>
          {title}
        </CardTitle>
        {text && (
          <Text fontSize="sm" color="fg.muted" lineClamp={1}>
            {text}
          </Text>
        )}
        {meta && (
          <Box fontSize="xs" color="fg.muted" display="flex" gap="2" flexWrap="wrap" alignItems="center">
            {meta}
          </Box>
        )}
      </Stack>
    </LinkBox>
  );
}

/** The list element the rows sit in. */
export function CompactList({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Box as="ul" listStyleType="none" m="0" p="0" aria-label={label}>
      {children}
    </Box>
  );
}
