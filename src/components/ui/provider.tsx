/**
 * The Chakra provider. The system's global styles (reset, global CSS, token variables) come as CSS text made at
 * build time (scripts/chakra-global-css.ts, `virtual:chakra-global-css`), inserted once as one `<style>`: the
 * system's `_global` is emptied so that Emotion has nothing to serialise, hash and compile on a phone.
 */
import { ChakraProvider } from '@chakra-ui/react';
import globalCss from 'virtual:chakra-global-css';
import { useInsertionEffect, type ReactNode } from 'react';

import { system } from './system';

Object.defineProperty(system, '_global', { value: [], configurable: true });

const GLOBAL_STYLE_ATTRIBUTE = 'data-chakra-global';

/** The prebuilt global styles, first in <head> (their `@layer` order statement leads), once per document. */
function insertGlobalCss(): void {
  if (document.head.querySelector(`style[${GLOBAL_STYLE_ATTRIBUTE}]`)) return;
  const style = document.createElement('style');
  style.setAttribute(GLOBAL_STYLE_ATTRIBUTE, '');
  style.textContent = globalCss;
  document.head.prepend(style);
}

export function Provider({ children }: { children: ReactNode }) {
  // in the same commit, before the layout effects, where Emotion's <Global> inserted them
  useInsertionEffect(insertGlobalCss, []);
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
