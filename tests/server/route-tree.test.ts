/**
 * The generated route tree is type-checked (scripts/route-tree.ts): the generator's `as any` on each route's
 * wiring is dropped when the tree is written, and the file carries no `@ts-nocheck`; another `any` fails the write.
 */
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { ROUTE_TREE_HEADER, typedRouteTree } from '../../scripts/route-tree.ts';

describe('the generated route tree', () => {
  it('loses the casts on the routes’ wiring and nothing else', () => {
    const generated = [
      ROUTE_TREE_HEADER,
      "const LoginRoute = LoginRouteImport.update({\n  id: '/login',\n  path: '/login',\n  getParentRoute: () => rootRouteImport,\n} as any)",
    ].join('\n');
    expect(typedRouteTree(generated)).toBe(
      [
        ROUTE_TREE_HEADER,
        "const LoginRoute = LoginRouteImport.update({\n  id: '/login',\n  path: '/login',\n  getParentRoute: () => rootRouteImport,\n})",
      ].join('\n'),
    );
  });

  it('refuses a tree with an `any` it does not know', () => {
    expect(() => typedRouteTree(`${ROUTE_TREE_HEADER}\nconst tree = children as any`)).toThrow(
      'holds an `any`',
    );
  });

  it('is checked in typed: no cast to any, no @ts-nocheck', () => {
    const tree = readFileSync(new URL('../../src/routeTree.gen.ts', import.meta.url), 'utf8');
    expect(tree.startsWith(ROUTE_TREE_HEADER)).toBe(true);
    // nothing left to drop, no other any
    expect(typedRouteTree(tree)).toBe(tree);
    expect(tree).not.toMatch(/\bas any\b/);
    expect(tree).not.toContain('@ts-nocheck');
  });
});
