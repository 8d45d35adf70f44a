import { createFileRoute, redirect } from '@tanstack/react-router';

import { circleSearchSchema } from '@/contract/circle';
import { CirclePage } from '@/features/circle/components/circle-page';
import { circleNeedsLogin } from '@/features/circle/components/circle-search';
import { pageOptions } from '@/routes/-route-kit';
import { isLoggedIn } from '@/lib/session';
import { awaitedOnServer } from '@/lib/use-query';

/**
 * 留学圈 (SPEC section 2 StudyCircle, public): visitors read 推荐; 关注, 我的, a post's detail (`?post=`, where
 * Circle notices link) and a person's page (`?user=`) send them to the login page first.
 */
export const Route = createFileRoute('/_main/circle')({
  ...pageOptions('StudyCircle'),
  validateSearch: circleSearchSchema,
  // 关注, 我的, a post, a person: the reader's own, rendered in the browser
  ssr: ({ search }) => (search.status === 'success' && circleNeedsLogin(search.value) ? false : undefined),
  beforeLoad: ({ search, location }) => {
    if (circleNeedsLogin(search) && !isLoggedIn()) {
      throw redirect({ to: '/login', search: { redirect: location.href, name: 'StudyCircle' } });
    }
  },
  loaderDeps: ({ search }) => search,
  // the feed's first page is asked for while the page renders; the small module that asks comes with the
  // page's own code (the circle store and the feed's calls stay out of every other page's JavaScript). If it
  // cannot be loaded the page still opens: its feed then asks for itself.
  loader: ({ deps }) =>
    awaitedOnServer(
      import('@/features/circle/api/feed-page')
        .then((module) => module.prefetchCircleFeed(deps))
        .catch(() => undefined),
    ),
  component: CircleRoute,
});

function CircleRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CirclePage search={search} onNavigate={(next) => void navigate({ search: next })} />;
}
