import { describe, expect, it } from 'vitest';

import { packagePlacements } from '../../scripts/first-screens.ts';

const NM = '/work/app/node_modules';
const chunk = (fileName: string, moduleIds: string[], imports: string[] = []) => ({
  fileName,
  moduleIds,
  imports,
});

/** A probe build's chunks: packages were left to automatic splitting, our modules grouped as usual. */
const PROBE = [
  chunk(
    'assets/app.js',
    ['/work/app/src/main.tsx', `${NM}/react-dom/index.js`, `${NM}/@zag-js/toast/t.mjs`],
    ['assets/rolldown-runtime.js'],
  ),
  chunk('assets/rolldown-runtime.js', ['\0rolldown/runtime.js']),
  // the layout and a sub-kilobyte chunk it shares with deeper pages
  chunk(
    'assets/layout.js',
    ['/work/app/src/routes/_main.tsx?tsr-split=component', `${NM}/@chakra-ui/react/dist/esm/x.js`],
    ['assets/app.js', 'assets/close-button.js'],
  ),
  chunk(
    'assets/close-button.js',
    [`${NM}/@chakra-ui/react/dist/esm/components/close-button/c.js`],
    ['assets/app.js'],
  ),
  // the service selector a first visit opens, and what it shares with deeper pages
  chunk(
    'assets/service-selector.js',
    ['/work/app/src/features/service-mode/components/service-selector.tsx'],
    ['assets/card.js', 'assets/app.js'],
  ),
  chunk('assets/card.js', [`${NM}/@chakra-ui/react/dist/esm/components/card/card.js`]),
  chunk(
    'assets/home.js',
    ['/work/app/src/routes/_main/index.tsx?tsr-split=component', `${NM}/@chakra-ui/react/dist/esm/h.js`],
    ['assets/app.js', 'assets/close-button.js', 'assets/list.js'],
  ),
  chunk('assets/list.js', [`${NM}/@chakra-ui/react/dist/esm/components/list/list.js`]),
  // a deeper page's chunk and the machines only it renders
  chunk(
    'assets/circle.js',
    ['/work/app/src/routes/_main/circle.tsx?tsr-split=component'],
    ['assets/menu.js'],
  ),
  chunk('assets/menu.js', [`${NM}/@zag-js/menu/menu.machine.mjs`]),
];

describe('where the first screens put package modules (scripts/first-screens.ts)', () => {
  const placement = packagePlacements(PROBE);

  it('keeps in app what the app chunk holds, and gives the layout what it and the service selector load', () => {
    expect(placement.get(`${NM}/react-dom/index.js`)).toBe('app');
    expect(placement.get(`${NM}/@zag-js/toast/t.mjs`)).toBe('app');
    expect(placement.get(`${NM}/@chakra-ui/react/dist/esm/x.js`)).toBe('layout');
    // shared by the layout and the home page: with the layout, as our own modules are
    expect(placement.get(`${NM}/@chakra-ui/react/dist/esm/components/close-button/c.js`)).toBe('layout');
    expect(placement.get(`${NM}/@chakra-ui/react/dist/esm/components/card/card.js`)).toBe('layout');
    expect(placement.get(`${NM}/@chakra-ui/react/dist/esm/h.js`)).toBe('home');
    expect(placement.get(`${NM}/@chakra-ui/react/dist/esm/components/list/list.js`)).toBe('home');
  });

  it('leaves out what only deeper pages load, and our own modules', () => {
    expect(placement.has(`${NM}/@zag-js/menu/menu.machine.mjs`)).toBe(false);
    expect(placement.has('/work/app/src/main.tsx')).toBe(false);
    expect(placement.size).toBe(7);
  });

  it('fails when the probe has no chunk for a first screen', () => {
    expect(() => packagePlacements(PROBE.filter((c) => c.fileName !== 'assets/home.js'))).toThrow(/home/);
  });
});
