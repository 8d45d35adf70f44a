/**
 * The build's chunk placement and its list of each route's chunks (scripts/first-screens.ts), on small stand-in
 * module and chunk graphs: the home chunk holds only what the home page alone uses, and dist/route-chunks.json
 * names each route's split chunks with their static imports, less the entry's and the app's.
 */
import { describe, expect, it } from 'vitest';

import { firstPaintChunkName, routeChunks, routeIdOfSource } from '../../scripts/first-screens.ts';

const SRC = '/repo/src';
const LAYOUT = `${SRC}/routes/_main.tsx?tsr-split=component`;
const HOME = `${SRC}/routes/_main/index.tsx?tsr-split=component`;
const SCHOOLS = `${SRC}/routes/_main/schools.tsx?tsr-split=component`;

/** A module graph as Rolldown's chunking context shows it: each module's static importers. */
function context(importers: Record<string, string[]>) {
  return { getModuleInfo: (id: string) => ({ importers: importers[id] ?? [] }) };
}

describe('firstPaintChunkName', () => {
  it("keeps in the home chunk only what the home page alone uses, and gives what it shares to the layout's", () => {
    const ctx = context({
      [`${SRC}/main.tsx`]: [],
      [LAYOUT]: [],
      [HOME]: [],
      [SCHOOLS]: [],
      [`${SRC}/features/home/home-page.tsx`]: [HOME],
      [`${SRC}/components/ui/card-shell.tsx`]: [`${SRC}/features/home/home-page.tsx`, SCHOOLS],
      [`${SRC}/lib/format.ts`]: [`${SRC}/components/layout/header.tsx`, `${SRC}/features/home/home-page.tsx`],
      [`${SRC}/components/layout/header.tsx`]: [LAYOUT],
      [`${SRC}/lib/http.ts`]: [`${SRC}/main.tsx`, `${SRC}/features/home/home-page.tsx`],
      [`${SRC}/features/schools/list.tsx`]: [SCHOOLS],
    });
    expect(firstPaintChunkName(`${SRC}/features/home/home-page.tsx`, ctx)).toBe('home');
    expect(firstPaintChunkName(HOME, ctx)).toBe('home');
    expect(firstPaintChunkName(`${SRC}/components/ui/card-shell.tsx`, ctx)).toBe('layout');
    expect(firstPaintChunkName(`${SRC}/lib/format.ts`, ctx)).toBe('layout');
    expect(firstPaintChunkName(`${SRC}/lib/http.ts`, ctx)).toBe('app');
    expect(firstPaintChunkName(`${SRC}/features/schools/list.tsx`, ctx)).toBeNull();
  });
});

describe('routeIdOfSource', () => {
  it('reads the id a route file gives createFileRoute', () => {
    expect(routeIdOfSource("export const Route = createFileRoute('/_main/schools')({")).toBe(
      '/_main/schools',
    );
    expect(routeIdOfSource('createFileRoute("/_main/")({ component })')).toBe('/_main/');
    expect(routeIdOfSource('export const x = 1;')).toBeNull();
  });
});

describe('routeChunks', () => {
  it("lists each route's split chunks with their static imports, less the entry's and the app's", () => {
    const chunk = (fileName: string, moduleIds: string[], imports: string[], isEntry = false) =>
      [fileName, { fileName, moduleIds, imports, isEntry, facadeModuleId: null }] as const;
    const chunks = new Map([
      chunk('assets/boot-b.js', [`${SRC}/boot.ts`], [], true),
      chunk('assets/app-a.js', [`${SRC}/main.tsx`], ['assets/rolldown-runtime-r.js', 'assets/boot-b.js']),
      chunk('assets/rolldown-runtime-r.js', ['\0rolldown/runtime.js'], []),
      chunk('assets/layout-l.js', [`${SRC}/components/layout/header.tsx`, LAYOUT], ['assets/app-a.js']),
      chunk('assets/home-h.js', [HOME], ['assets/app-a.js', 'assets/layout-l.js']),
      chunk('assets/schools-s.js', [SCHOOLS], ['assets/app-a.js', 'assets/layout-l.js', 'assets/card-c.js']),
      chunk('assets/card-c.js', [`${SRC}/features/schools/card.tsx`], ['assets/app-a.js']),
    ]);
    const ids: Record<string, string> = {
      [`${SRC}/routes/_main.tsx`]: '/_main',
      [`${SRC}/routes/_main/index.tsx`]: '/_main/',
      [`${SRC}/routes/_main/schools.tsx`]: '/_main/schools',
    };
    expect(routeChunks(chunks, (file) => ids[file] ?? null)).toEqual({
      '/_main': ['/assets/layout-l.js'],
      '/_main/': ['/assets/home-h.js', '/assets/layout-l.js'],
      '/_main/schools': ['/assets/card-c.js', '/assets/layout-l.js', '/assets/schools-s.js'],
    });
    expect(() => routeChunks(chunks, () => null)).toThrow(/createFileRoute/);
  });
});
