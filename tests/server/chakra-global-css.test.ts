/**
 * The build side of the Chakra system's prebuilt global styles (scripts/chakra-global-css.ts): the CSS text is
 * Emotion's serialisation of the style objects, and the build's change to Chakra's createSystem applies to the
 * installed version and refuses one it does not recognise. The app side: tests/unit/chakra-global-css.test.tsx.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { chakraGlobalCss, chakraPrebuiltGlobal } from '../../scripts/chakra-global-css.ts';

describe('the global CSS text', () => {
  it('is the layer order statement, then each style object as Emotion serialises it (prefixes included)', () => {
    const layers = { atRule: '@layer reset, base, tokens, recipes;' };
    const styles = [
      { '@layer reset': { html: { color: 'red', textSizeAdjust: '100%' } } },
      { '@layer tokens': { ':where(:root, :host)': { '--x': '1px' } } },
    ];
    expect(chakraGlobalCss({ layers, _global: styles })).toBe(
      '@layer reset, base, tokens, recipes;\n' +
        '@layer reset{html{color:red;-webkit-text-size-adjust:100%;-moz-text-size-adjust:100%;-ms-text-size-adjust:100%;text-size-adjust:100%;}}\n' +
        '@layer tokens{:where(:root, :host){--x:1px;}}',
    );
  });
});

describe("the build's change to Chakra's createSystem", () => {
  const plugin = chakraPrebuiltGlobal();
  const transform = plugin.transform as (
    this: { error: (message: string) => never },
    code: string,
    id: string,
  ) => { code: string } | undefined;
  const context = {
    error: (message: string): never => {
      throw new Error(message);
    },
  };
  const file = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json')),
    'dist/esm/styled-system/system.js',
  );

  it('makes the installed version compute _global only when it is read', () => {
    const result = transform.call(context, readFileSync(file, 'utf8'), file);
    expect(result?.code).not.toContain('const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];');
    expect(result?.code).toContain('get _global() { return globalStyles(); },');
  });

  it('fails the build on a createSystem it does not recognise, and leaves other files alone', () => {
    expect(() => transform.call(context, 'export function createSystem() {}', file)).toThrow(
      "Chakra's createSystem changed",
    );
    expect(transform.call(context, 'const _global = 1;', '/x/other.js')).toBeUndefined();
  });
});
