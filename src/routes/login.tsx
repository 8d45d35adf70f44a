import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';

import { LoginPage } from '@/features/auth/components/login-page';
import { LOGIN_MODES } from '@/features/auth/login-modes';
import { pageOptions } from '@/routes/-route-kit';

const loginSearchSchema = z.object({
  redirect: z.string().optional().catch(undefined),
  name: z.string().optional().catch(undefined),
  mode: z.enum(LOGIN_MODES).optional().catch(undefined),
});

export const Route = createFileRoute('/login')({
  ...pageOptions('Login'),
  validateSearch: loginSearchSchema,
  component: LoginRoute,
});

function LoginRoute() {
  const search = Route.useSearch();
  return <LoginPage mode={search.mode ?? 'sms'} redirect={search.redirect} name={search.name} />;
}
