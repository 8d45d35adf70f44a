/**
 * The Chakra system's global styles as CSS text, made at build time (vite.config.ts: the template's `<style>`).
 *
 * `createSystem` computes the reset, the global CSS and some 1,500 token variables as style objects, and
 * `ChakraProvider` hands them to Emotion's `<Global>`, which serialises, hashes and compiles them with stylis
 * before inserting them: about a third of the app's first long task on a phone (docs/architecture.md, "First
 * paint"), and the same result on every visit. The build does it once, the way Emotion does (serializeStyles, then
 * stylis with Emotion's prefixer), and puts it in the page template, never a string inside the app's JavaScript.
 * The build also makes the system's `_global` lazy (vite.config.ts, chakraPrebuiltGlobal), so the browser never
 * computes it.
 */
import { fileURLToPath } from 'node:url';

import { serializeStyles } from '@emotion/serialize';
import { compile, middleware, prefixer, serialize, stringify } from 'stylis';
import { runnerImport, type Plugin } from 'vite';

/** The part of a Chakra system this reads: its layer order statement and its global style objects. */
export interface SystemGlobals {
  layers: { atRule: string };
  _global: unknown[];
}

/**
 * The layer order statement first (so the layers keep Chakra's order whatever Emotion inserts later), then each
 * global style object as Emotion's `<Global>` would insert it.
 */
export function chakraGlobalCss(system: SystemGlobals): string {
  const rules = [system.layers.atRule];
  for (const styles of system._global) {
    // the interpolation type of Emotion: a style object
    const serialized = serializeStyles([styles as Parameters<typeof serializeStyles>[0][number]]);
    rules.push(serialize(compile(serialized.styles), middleware([prefixer, stringify])));
  }
  return rules.join('\n');
}

/** The element of the template that holds the global CSS (tests find it by this id). */
export const GLOBAL_STYLE_ID = 'chakra-global';
/** The module of the system (a function: the URL is a file's only where Vite loads this, not in a browser test). */
const systemModule = () => fileURLToPath(new URL('../src/components/ui/system.ts', import.meta.url));

/** The line of Chakra's createSystem that computes the global styles, and what the build puts there. */
const EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const LAZY_GLOBAL =
  'let _globalStyles; const globalStyles = () => (_globalStyles ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);';
const RETURNED_GLOBAL = /\n(\s*)_global,\n/;

/**
 * The template's `<style id="chakra-global">`: the system's global CSS (chakraGlobalCss of
 * src/components/ui/system.ts, loaded in Node when the template is transformed). Inside the page, not a linked
 * file: on a throttled phone a render-blocking stylesheet was fetched beside the first screen's scripts, sharing
 * their bandwidth, and the first text waited for it; the page's HTML (rendered, or the shell) now holds all its
 * first paint needs. And Chakra's createSystem with a lazy `_global` (a getter, computed on first read): the
 * provider replaces it with an empty list before anything reads it. The build fails if Chakra's createSystem no
 * longer has the line this replaces (an upgrade: check that the prebuilt text is still what `<ChakraProvider>`
 * would insert).
 */
export function chakraPrebuiltGlobal(): Plugin {
  return {
    name: 'chakra-prebuilt-global',
    async transformIndexHtml() {
      // through Vite's module runner: the module is TypeScript; no config file (this plugin is in it)
      const { module } = await runnerImport<{ system: SystemGlobals }>(systemModule(), { configFile: false });
      const css = chakraGlobalCss(module.system);
      if (/<\/style/i.test(css)) throw new Error('the global CSS holds "</style": it cannot be inlined');
      return [{ tag: 'style', attrs: { id: GLOBAL_STYLE_ID }, children: css, injectTo: 'head' }];
    },
    transform(code, id) {
      if (!id.replaceAll('\\', '/').includes('/@chakra-ui/react/dist/esm/styled-system/system.js'))
        return undefined;
      if (!code.includes(EAGER_GLOBAL) || !RETURNED_GLOBAL.test(code)) {
        this.error(
          "Chakra's createSystem changed: scripts/chakra-global-css.ts no longer finds its global styles",
        );
      }
      return {
        code: code
          .replace(EAGER_GLOBAL, LAZY_GLOBAL)
          .replace(
            RETURNED_GLOBAL,
            (_, indent: string) => `\n${indent}get _global() { return globalStyles(); },\n`,
          ),
        map: null,
      };
    },
  };
}
