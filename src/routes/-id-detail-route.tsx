/**
 * A page about one subject addressed by `?id=`, in the split chunks of its routes only (referenced from their
 * `component`, which the router's code splitting moves out of the initial chunk).
 */
import { Container } from '@chakra-ui/react';
import type { ComponentType } from 'react';

/** The subject's page (an article, a question, a playback, an activity) in the reading width. */
export function IdDetailRoute({
  route,
  page: Page,
  maxW,
}: {
  route: { useSearch: () => { id: string } };
  page: ComponentType<{ id: string }>;
  maxW: '4xl' | '6xl';
}) {
  return (
    <Container maxW={maxW} py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
      <Page id={route.useSearch().id} />
    </Container>
  );
}
