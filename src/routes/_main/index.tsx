import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';

import { prefetchHomeFirstScreen } from '@/features/home/api/prefetch-home';
import { HomePage } from '@/features/home/components/home-page';
import { pageOptions } from '@/routes/-route-kit';
import { awaitedOnServer } from '@/lib/use-query';

/**
 * Home: public; `?q=` is the home search's term (the page clips it to SEARCH_TERM_MAX: the contract's home
 * schemas stay out of the initial JS, which holds this file's options).
 */
export const Route = createFileRoute('/_main/')({
  ...pageOptions('Home'),
  validateSearch: z.object({
    q: z.string().trim().min(1).optional().catch(undefined),
  }),
  loaderDeps: ({ search }) => ({ q: search.q }),
  // the first screen with the page's own code, the sections' and the search's requests from a chunk of their own
  // (their schemas stay out of the initial JS); a new `?q=` on the page shown asks for its results only
  loader: ({ deps, cause }) =>
    awaitedOnServer(
      Promise.all([
        cause === 'stay' ? undefined : prefetchHomeFirstScreen(),
        import('@/features/home/api/home-sections')
          .then((module) => module.prefetchHomeSections({ q: deps.q, entered: cause !== 'stay' }))
          .catch(() => undefined),
      ]),
    ),
  component: HomeRoute,
});

function HomeRoute() {
  const { q } = Route.useSearch();
  const navigate = useNavigate({ from: '/' });
  return <HomePage keyword={q} onSearch={(next) => void navigate({ search: next ? { q: next } : {} })} />;
}
