/**
 * The seam between the server (server/plugins/static.ts) and the page renderer it loads from the SSR build
 * (src/entry-server.tsx): plain types, so neither side imports the other's code.
 */

/** One page to render. */
export interface PageRequest {
  /** path and search, as the browser asked */
  url: string;
  /** the built index.html, whose #root receives the page */
  template: string;
  /** the request carried the signed-in hint: nothing that differs by reader is rendered */
  signedIn: boolean;
}

export type RenderedPage =
  /**
   * variesByReader: the page would differ for a reader with a session (its HTML must not be shared);
   * routeIds: the routes it rendered (the router's matches, root first), whose chunks the page preloads
   */
  | {
      kind: 'page';
      status: number;
      html: string;
      variesByReader: boolean;
      routeIds: string[];
      /** the name of the page's subject (an article, a playback): the server puts it in the <title> */
      subject?: string;
    }
  | { kind: 'redirect'; status: number; location: string };

/** Answers the app's GETs while the server renders (in process: the server's own routes, as a visitor). */
export type PageTransport = (url: string, init: RequestInit) => Promise<Response>;

/** Keeps each render's data apart while several are under way (the server's AsyncLocalStorage). */
export interface RenderScope {
  queries: Map<string, unknown>;
  signedIn: boolean;
  readerChecked?: boolean;
  subject?: string;
  notFound?: boolean;
}

export interface RenderScopes {
  run: <T>(scope: RenderScope, work: () => Promise<T>) => Promise<T>;
  current: () => RenderScope;
}

export interface PageRenderer {
  render: (request: PageRequest) => Promise<RenderedPage>;
}

export type CreatePageRenderer = (options: {
  transport: PageTransport;
  scopes: RenderScopes;
}) => PageRenderer;

/** Where the template's app shell (inside #root) ends: the renderer puts the page in its place. */
export const APP_SHELL_END = '<!--/app-shell-->';

/**
 * The build's chunks of each route (scripts/first-screens.ts writes it into dist/): `entry`, what index.html
 * loads and preloads on every page (its script, the app chunk and their static imports); `routes`, by route id
 * (`/_main/schools`), the route's split chunks and their static imports outside `entry`. Paths as /assets/x.js.
 */
export interface RouteChunks {
  entry: string[];
  routes: Record<string, string[]>;
}

export const ROUTE_CHUNKS_FILE = 'route-chunks.json';
