import { Navigate, Outlet, createRootRoute, redirect } from '@tanstack/react-router';
import { Suspense, lazy } from 'react';

import { validateTokenOnce } from '@/features/auth/state/auth-actions';
import { useDocumentHead } from '@/lib/route-meta';

// Toasts raised before this chunk arrives wait in src/lib/toast.ts's queue and show when it mounts.
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

export const Route = createRootRoute({
  beforeLoad: ({ location }) => {
    // strict matching: "/qa/" is not "/qa"
    if (location.pathname.length > 1 && location.pathname.endsWith('/'))
      throw redirect({ to: '/404', replace: true });
    // once per page load, in the background: a slow network never blocks the first paint
    void validateTokenOnce();
  },
  component: RootComponent,
  notFoundComponent: () => <Navigate to="/404" replace />,
});

/** The routes' head() goes into index.html's own title and meta tags: one of each, never a second. */
function DocumentHead() {
  useDocumentHead();
  return null;
}

function RootComponent() {
  return (
    <>
      <DocumentHead />
      <Outlet />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </>
  );
}
