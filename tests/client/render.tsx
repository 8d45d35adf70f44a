import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';

import { Provider } from '@/components/ui/provider';
import { useDocumentHead, type pageHead } from '@/lib/route-meta';

/** Renders a component inside Chakra and a one-route memory router (for components that use Link). */
export function renderWithApp(ui: () => ReactNode, path = '/'): RenderResult {
  const rootRoute = createRootRoute({ component: () => <>{ui()}</> });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return render(
    <Provider>
      <RouterProvider router={router} />
    </Provider>,
  );
}

/** A page of a test router: its component, or its component with the route's document head. */
export type TestPage =
  (() => ReactNode) | { component: () => ReactNode; head: () => ReturnType<typeof pageHead> };

export interface TestRouterOptions {
  /** Where the memory history starts. */
  at: string;
  /** The root route's component (an Outlet when not given). */
  root?: () => ReactNode;
  /** What the router shows in place of a route that throws, and what it tells of the error. */
  defaultErrorComponent?: RouterOptions['defaultErrorComponent'];
  defaultOnCatch?: RouterOptions['defaultOnCatch'];
}

type RouterOptions = Parameters<typeof createRouter>[0];

/** The pages under one root route in a memory router: the router, to render or to read where it went. */
export function testRouter(
  pages: Record<string, TestPage>,
  { at, root = () => <Outlet />, defaultErrorComponent, defaultOnCatch }: TestRouterOptions,
) {
  const rootRoute = createRootRoute({ component: root });
  const children = Object.entries(pages).map(([path, page]) =>
    typeof page === 'function'
      ? createRoute({ getParentRoute: () => rootRoute, path, component: page })
      : createRoute({ getParentRoute: () => rootRoute, path, component: page.component, head: page.head }),
  );
  return createRouter({
    routeTree: rootRoute.addChildren(children),
    history: createMemoryHistory({ initialEntries: [at] }),
    defaultErrorComponent,
    defaultOnCatch,
  });
}

/**
 * Renders the pages in a memory router inside Chakra (`bare`: the router alone, as the document-head tests
 * want it); returns the router.
 */
export function renderRoutes(
  pages: Record<string, TestPage>,
  options: TestRouterOptions & { bare?: boolean },
) {
  const router = testRouter(pages, options);
  const tree = <RouterProvider router={router} />;
  render(options.bare ? tree : <Provider>{tree}</Provider>);
  return router;
}

/** The login page a gate sends a visitor to (its text tells the test it got there). */
export const LOGIN_PAGE = () => <p>登录页</p>;

/** A root route that writes the document head, as the app's root does. */
export function DocumentHeadRoot() {
  useDocumentHead();
  return <Outlet />;
}
