import { Outlet, createFileRoute, useNavigate } from '@tanstack/react-router';

import { MainLayout } from '@/components/layout/main-layout';
import { logoutUser } from '@/features/auth/state/auth-actions';
import { isLoggedIn } from '@/lib/session';

export const Route = createFileRoute('/_main')({
  component: MainLayoutRoute,
});

function MainLayoutRoute() {
  const navigate = useNavigate();
  const openCustomerService = () => {
    if (!isLoggedIn()) {
      void navigate({ to: '/login', search: { redirect: '/message', name: 'MessageCenter' } });
      return;
    }
    void navigate({ to: '/message' });
  };
  return (
    <MainLayout onLogout={() => void logoutUser()} onCustomerService={openCustomerService}>
      <Outlet />
    </MainLayout>
  );
}
