/**
 * The Chakra provider. The system's global styles (reset, global CSS, token variables) come as CSS made at
 * build time, in the page template's `<style>` (scripts/chakra-global-css.ts): the system's `_global` is
 * emptied so that Emotion has nothing to serialise, hash and compile on a phone, nor to render on the server.
 */
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import { system } from './system';

Object.defineProperty(system, '_global', { value: [], configurable: true });

export function Provider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
