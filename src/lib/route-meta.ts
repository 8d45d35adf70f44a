/**
 * Route helpers used by the thin route files: head tags from the contract's route table and the
 * login guard of SPEC section 2/4 (anonymous -> /login?redirect={fullPath}&name={routeName}).
 */
import { redirect, type ParsedLocation } from '@tanstack/react-router';

import { SITE } from '@/contract/limits';
import { routeMeta, type RouteName } from '@/contract/routes';
import { isLoggedIn } from '@/lib/session';

export function pageTitle(name: RouteName): string {
  return name === 'Home' ? SITE.TITLE : `${routeMeta(name).title} - ${SITE.TITLE}`;
}

export function pageHead(name: RouteName) {
  const meta = routeMeta(name);
  return {
    meta: [
      { title: pageTitle(name) },
      { name: 'keywords', content: `${meta.title},${SITE.KEYWORDS}` },
      { name: 'description', content: meta.description },
    ],
  };
}

/** beforeLoad for a login-required route. */
export function requireLogin(name: RouteName) {
  return ({ location }: { location: ParsedLocation }) => {
    if (!isLoggedIn()) {
      throw redirect({ to: '/login', search: { redirect: location.href, name } });
    }
  };
}
