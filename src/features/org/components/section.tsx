import { Box, Heading, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled block of a page (white card). */
export function Section({
  title,
  extra,
  children,
  testId,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Box as="section" bg="bg" borderWidth="1px" rounded="lg" p={{ base: '3', md: '5' }} data-testid={testId}>
      <HStack justify="space-between" mb="3" gap="2" flexWrap="wrap">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {extra}
      </HStack>
      {children}
    </Box>
  );
}
