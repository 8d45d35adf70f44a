import { Navigate, Outlet, Scripts, createRootRoute, redirect } from '@tanstack/react-router';
import { ToasterHost } from '@/components/ui/toaster-host';
import { validateTokenOnce } from '@/features/auth/state/auth-actions';
import { useDocumentHead } from '@/lib/route-meta';

/**
 * The root's error boundary is the router's defaultErrorComponent (src/main.tsx), as every route's: an error in
 * the root or the layout shows 页面出错了 with 重试, never a blank app.
 */
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
      <ToasterHost />
      {/* the server's hydration data (src/entry-server.tsx); nothing in the browser */}
      <Scripts />
    </>
  );
}
