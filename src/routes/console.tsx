import { createFileRoute, redirect } from '@tanstack/react-router';

import { ErrorView } from '@/components/layout/error-view';
import { SITE } from '@/contract/limits';
import { CHAT_UI_TEXT } from '@/contract/ui-text';
import { ConsolePage } from '@/features/console/components/console-page';
import { useSessionSnapshot } from '@/lib/hydration';
import { isLoggedIn } from '@/lib/session';

import { consoleParts } from './-console-parts';

/**
 * The staff console: outside the main layout, linked nowhere for students. A visitor logs in first (same
 * login page); a logged-in user without a staff role sees 403. The router splits the component into its
 * own chunk (autoCodeSplitting), so students never download it.
 */
export const Route = createFileRoute('/console')({
  // the staff's own data and their session: rendered in the browser
  ssr: false,
  beforeLoad: ({ location }) => {
    if (!isLoggedIn()) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  head: () => ({ meta: [{ title: `${CHAT_UI_TEXT.console.title} - ${SITE.TITLE}` }] }),
  component: ConsoleRoute,
});

function ConsoleRoute() {
  const user = useSessionSnapshot().user;
  if (!user?.staffRole) return <ErrorView status={403} />;
  return <ConsolePage parts={consoleParts} />;
}
