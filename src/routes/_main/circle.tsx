import { createFileRoute, redirect } from '@tanstack/react-router';

import { CirclePage } from '@/features/circle/components/circle-page';
import { circleNeedsLogin, circleSearchSchema } from '@/features/circle/components/circle-search';
import { pageHead } from '@/lib/route-meta';
import { isLoggedIn } from '@/lib/session';

/**
 * 留学圈 (SPEC section 2 StudyCircle, public): visitors read 推荐; 关注, 我的, a post's detail (`?post=`, where
 * Circle notices link) and a person's page (`?user=`) send them to the login page first.
 */
export const Route = createFileRoute('/_main/circle')({
  validateSearch: circleSearchSchema,
  beforeLoad: ({ search, location }) => {
    if (circleNeedsLogin(search) && !isLoggedIn()) {
      throw redirect({ to: '/login', search: { redirect: location.href, name: 'StudyCircle' } });
    }
  },
  head: () => pageHead('StudyCircle'),
  component: CircleRoute,
});

function CircleRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CirclePage search={search} onNavigate={(next) => void navigate({ search: next })} />;
}
