import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

import { Provider } from '@/components/ui/provider';

/** Renders a component inside Chakra and a one-route memory router (for components that use Link). */
export function renderWithApp(ui: () => ReactNode, path = '/') {
  const rootRoute = createRootRoute({ component: () => <>{ui()}</> });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return render(
    <Provider>
      <RouterProvider router={router} />
    </Provider>,
  );
}
