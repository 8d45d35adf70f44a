/**
 * The options with which the generated route tree (src/routeTree.gen.ts, scripts/route-tree.ts) wires each file
 * route into the tree: `Route.update({ id, path, getParentRoute })`. The router assigns them to the route's
 * options at run time; its update() type leaves them out, so the generator casts each call to `any`. Declared
 * here on the router's extension point, the tree is type-checked without a cast.
 */
import type { AnyRoute } from '@tanstack/router-core';

declare module '@tanstack/router-core' {
  interface UpdatableRouteOptionsExtensions {
    id?: string;
    path?: string;
    getParentRoute?: () => AnyRoute;
  }
}
