import { Box, Container, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import { routeMeta, type RouteName } from '@/contract/routes';

/** Heading block of a screen: the route's title and description from the route table. */
export function PageShell({ name, children }: { name: RouteName; children?: ReactNode }) {
  const meta = routeMeta(name);
  return (
    <Container maxW="7xl" py={{ base: '5', md: '8' }} px={{ base: '4', md: '6' }}>
      <Box mb="6">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {meta.title}
        </Heading>
        <Text color="fg.muted" mt="2">
          {meta.description}
        </Text>
      </Box>
      {children}
    </Container>
  );
}
