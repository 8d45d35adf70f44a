/**
 * The router plugin writes src/routeTree.gen.ts with every route's
 * `XRouteImport.update({ id, path, getParentRoute } as any)`: its public `update` type leaves those internal
 * fields out. This build step replaces each `as any` with the route's own `update` parameter type, so the
 * generated tree keeps no `any`. Used by the Vite plugin in vite.config.ts after the generator has run.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const UPDATE_AS_ANY = /(\w+RouteImport)\.update\(\{([^{}]*(?:\{[^{}]*\}[^{}]*)*)\} as any\)/g;

export function typeRouteTree(text: string): string {
  return text.replace(
    UPDATE_AS_ANY,
    (_match, route: string, body: string) =>
      `${route}.update({${body}} as Parameters<typeof ${route}.update>[0])`,
  );
}

/** Rewrites the generated route tree once the generator has written it (build, vitest). */
export function routeTreeTypes(file: string): Plugin {
  return {
    name: 'route-tree-types',
    buildStart() {
      const text = readFileSync(file, 'utf8');
      const typed = typeRouteTree(text);
      if (typed !== text) writeFileSync(file, typed);
    },
  };
}
