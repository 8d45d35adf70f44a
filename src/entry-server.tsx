/**
 * The page renderer of the server (built by `vite build --ssr`, loaded by server/plugins/static.ts): each page
 * is rendered by React through TanStack Router's SSR (memory history, loaders run, their data dehydrated into
 * the page) into the template's #root. Loaders' requests are answered in process (`transport`), as a visitor:
 * nothing personal is in any page's HTML. Not streamed: a page's first screen is small and its data comes from
 * the same process, so the whole page in one write was measured as fast and keeps the ETag and compression
 * of the static pages.
 */
import { RouterServer, createRequestHandler, renderSsrHtmlResponse } from '@tanstack/react-router/ssr/server';
import { prerender } from 'react-dom/static';

import { Provider } from '@/components/ui/provider';
import {
  APP_SHELL_END,
  type CreatePageRenderer,
  type RenderedPage,
  type RenderScope,
} from '@/contract/page-render';
import { setTransport } from '@/lib/http';
import { setRenderScope } from '@/lib/use-query';

import { createAppRouter, type AppRouter } from './router';

const ROOT_OPEN = '<div id="root">';

/** The template with the page in place of its app shell; the router adds the doctype. */
export function fillTemplate(template: string, app: string): string {
  const open = template.indexOf(ROOT_OPEN);
  const end = template.indexOf(APP_SHELL_END, open);
  if (open === -1 || end === -1) throw new Error('index.html: #root and its app-shell marker are missing');
  const start = open + ROOT_OPEN.length;
  return (
    template.slice(0, start).replace(/^<!doctype html>\s*/i, '') +
    app +
    template.slice(end + APP_SHELL_END.length)
  );
}

/**
 * The whole page at once, its lazy parts included (react-dom/static waits for them, where renderToString would
 * leave their boundaries to the browser).
 */
async function renderApp(router: AppRouter): Promise<string> {
  const { prelude } = await prerender(
    <Provider>
      <RouterServer router={router} />
    </Provider>,
  );
  return new Response(prelude).text();
}

export const createPageRenderer: CreatePageRenderer = ({ transport, scopes }) => {
  setTransport(transport);
  setRenderScope(scopes.current);
  return {
    render: (page) => {
      const scope: RenderScope = { queries: new Map(), signedIn: page.signedIn };
      return scopes.run(scope, async (): Promise<RenderedPage> => {
        const request = new Request(new URL(page.url, 'http://localhost'));
        const handler = createRequestHandler({
          request,
          createRouter: () => createAppRouter(),
        });
        const rendered: { router?: AppRouter } = {};
        const response = await handler(({ router, responseHeaders }) => {
          rendered.router = router;
          return renderSsrHtmlResponse({
            router,
            responseHeaders,
            render: async () => fillTemplate(page.template, await renderApp(router)),
          });
        });
        const location = response.headers.get('location');
        if (location && response.status >= 300 && response.status < 400)
          return { kind: 'redirect', status: response.status, location };
        const html = await response.text();
        // the routes the page rendered: the server preloads their chunks (server/plugins/static.ts)
        const routeIds = rendered.router?.state.matches.map((match) => match.routeId) ?? [];
        return {
          kind: 'page',
          // a detail page showing its not-found state (src/lib/route-meta.ts useNotFoundStatus)
          status: scope.notFound === true ? 404 : response.status,
          html,
          variesByReader: scope.readerChecked === true,
          routeIds,
          subject: scope.subject,
        };
      });
    },
  };
};
