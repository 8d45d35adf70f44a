import { HeadContent, Navigate, Outlet, createRootRoute, redirect } from '@tanstack/react-router';

import { Toaster } from '@/components/ui/toaster';
import { validateTokenOnce } from '@/features/auth/state/auth-actions';

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

function RootComponent() {
  return (
    <>
      <HeadContent />
      <Outlet />
      <Toaster />
    </>
  );
}
