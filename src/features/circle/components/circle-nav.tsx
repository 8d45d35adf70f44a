import { Link } from '@chakra-ui/react';
import { createContext, useContext, type ReactNode } from 'react';

import type { CircleSearch } from '@/contract/circle';

import { circleHref } from './circle-search';

/** Moves between the circle's views (the route navigates; a visitor is sent to the login page first). */
export const CircleNavContext = createContext<(next: Partial<CircleSearch>) => void>(() => undefined);

export function useCircleNav() {
  return useContext(CircleNavContext);
}

/** A real link (href, middle click) to a circle view, navigated in the app on a plain click. */
export function CircleLink({
  to,
  children,
  label,
}: {
  to: Partial<CircleSearch>;
  children: ReactNode;
  label?: string;
}) {
  const go = useCircleNav();
  return (
    <Link
      href={circleHref(to)}
      aria-label={label}
      color="inherit"
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        event.stopPropagation();
        go(to);
      }}
    >
      {children}
    </Link>
  );
}
