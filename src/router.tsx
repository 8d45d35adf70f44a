/**
 * The app's router, made the same way in the browser (src/main.tsx) and for each page the server renders
 * (src/entry-server.tsx). The server's prefetched answers travel in the page through the router's own
 * dehydration (src/lib/use-query.ts); a JSON string, which the router's serializer carries as it is.
 */
import { createRouter, useRouter } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';

import { RouteErrorFallback, reportRenderError } from '@/components/error-boundary';
import { setNavigator } from '@/lib/session';
import { dehydrateQueries, hydrateQueries } from '@/lib/use-query';

import { routeTree } from './routeTree.gen';

/**
 * Inside the router, around its matches: once the router follows the history (its Transitioner's layout effect
 * runs before this effect), session ends navigate through it; one that came sooner goes now (src/lib/session.ts).
 */
function SessionNavigator({ children }: { children: ReactNode }) {
  const router = useRouter();
  useEffect(() => {
    setNavigator((to) => void router.navigate({ href: to, replace: true }));
    return () => setNavigator(null);
  }, [router]);
  return <>{children}</>;
}

export function createAppRouter() {
  return createRouter({
    routeTree,
    InnerWrap: SessionNavigator,
    defaultPreload: 'intent',
    // every route, the root and the layout included, has a boundary: a render error shows 页面出错了 with 重试 in
    // that route's place (the layout around it stays), never a blank app. In the initial chunk, not split: it
    // must show offline too.
    defaultErrorComponent: RouteErrorFallback,
    defaultOnCatch: reportRenderError,
    // SPEC section 2: matching is strict
    caseSensitive: true,
    // SPEC section 2: scroll resets to top on navigation
    scrollRestoration: false,
    dehydrate: () => ({ queries: dehydrateQueries() }),
    hydrate: (data: { queries: string }) => hydrateQueries(data.queries),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
