import { Heading, HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A part of a page under its own heading (h3), the heading also the section's accessible name; `action`
 * (an 添加 button, or false while hidden) sits at the heading's right.
 */
export function TitledSection({
  title,
  testId,
  action,
  children,
}: {
  title: string;
  testId?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <Heading as="h3" size="md">
      {title}
    </Heading>
  );
  return (
    <Stack as="section" gap="3" aria-label={title} data-testid={testId}>
      {action === undefined ? (
        heading
      ) : (
        <HStack justify="space-between">
          {heading}
          {action}
        </HStack>
      )}
      {children}
    </Stack>
  );
}
