import { Box, type BoxProps } from '@chakra-ui/react';

/** The server's refusal of what a form sent, in the error colour; nothing while there is none. */
export function Refusal({
  children,
  ...box
}: Omit<BoxProps, 'children'> & { children: string | null | undefined }) {
  if (!children) return null;
  return (
    <Box role="alert" color="fg.error" fontSize="sm" {...box}>
      {children}
    </Box>
  );
}
