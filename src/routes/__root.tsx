import { Navigate, Outlet, createRootRoute, redirect } from '@tanstack/react-router';
import { useEffect } from 'react';

import { Toaster } from '@/components/ui/toaster';
import { validateTokenOnce } from '@/features/auth/state/auth-actions';
import { useDocumentHead } from '@/lib/route-meta';

export const Route = createRootRoute({
  beforeLoad: ({ location }) => {
    // strict matching: "/qa/" is not "/qa"
    if (location.pathname.length > 1 && location.pathname.endsWith('/'))
      throw redirect({ to: '/404', replace: true });
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
  // once per page load, in the background after the first render: a slow network never blocks the first paint,
  // and an expiry's navigation to /login never races the first load (src/main.tsx awaits router.load())
  useEffect(() => {
    void validateTokenOnce();
  }, []);
  return (
    <>
      <DocumentHead />
      <Outlet />
      {/* in the entry, not lazy: a lazily loaded toaster lost the 登录过期 toast of an expiry found at load */}
      <Toaster />
    </>
  );
}
