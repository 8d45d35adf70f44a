import { Box, chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The message center's list: one bordered box, a line between its rows (conversations, notices). */
export function RowList({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <Box
      as="ul"
      role="list"
      aria-label={label}
      bg="bg"
      borderWidth="1px"
      rounded="lg"
      overflow="hidden"
      css={{ '& > li + li': { borderTopWidth: '1px' } }}
      data-testid={testId}
    >
      {children}
    </Box>
  );
}

/** A row of RowList as one full-width button (its focus ring inside the row, where the list clips it). */
export function RowButton(props: HTMLChakraProps<'button'>) {
  return (
    <chakra.button
      type="button"
      w="full"
      textAlign="left"
      px={{ base: '3', md: '4' }}
      py="3"
      _hover={{ bg: 'bg.muted' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '-2px' }}
      {...props}
    />
  );
}
