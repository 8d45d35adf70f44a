/**
 * The floor's page (bench/floor.ts builds it with vite): React, TanStack Router with two code-based routes and
 * Chakra UI v3's provider on defaultSystem, rendering a heading, a card with a sentence and a button. It is
 * what any page of the app costs at least with the same libraries. Plain createElement: bench/ is type-checked
 * without JSX (tsconfig.node.json).
 */
import { Button, Card, ChakraProvider, Container, Heading, Text, defaultSystem } from '@chakra-ui/react';
import {
  Link,
  Outlet,
  RouterProvider,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { createElement as h, StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

const SENTENCE = '选择适合自己的学校，是留学路上最重要的一步。';

/** Mounts the floor on #root; `extra` is shown in the card of the home route (floor (d): the parsed data). */
export function mountFloor(title: string, extra?: ReactNode): void {
  const rootRoute = createRootRoute({
    component: () => h(Container, { maxW: 'md', py: '6' }, h(Outlet)),
  });
  const home = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () =>
      h(
        'main',
        null,
        h(Heading, { as: 'h1', size: '2xl', mb: '4' }, title),
        h(
          Card.Root,
          null,
          h(Card.Body, { gap: '3' }, h(Text, null, SENTENCE), extra),
          h(Card.Footer, null, h(Button, { asChild: true }, h(Link, { to: '/about' }, '了解更多'))),
        ),
      ),
  });
  const about = createRoute({
    getParentRoute: () => rootRoute,
    path: '/about',
    component: () => h(Text, null, SENTENCE),
  });
  const router = createRouter({ routeTree: rootRoute.addChildren([home, about]) });
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    // children as a prop: ChakraProviderProps requires it, which createElement's rest argument does not satisfy
    h(StrictMode, null, h(ChakraProvider, { value: defaultSystem, children: h(RouterProvider, { router }) })),
  );
}
