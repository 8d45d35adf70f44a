/**
 * The Chakra system's global styles made at build time (scripts/chakra-global-css.ts, `virtual:chakra-global-css`):
 * the CSS text holds the layer order, the reset, the app's global CSS and the token variables; the provider
 * inserts it once, first in <head>, and leaves Emotion no global styles to compute. The build side:
 * tests/server/chakra-global-css.test.ts.
 */
import { render } from '@testing-library/react';
import globalCss from 'virtual:chakra-global-css';
import { describe, expect, it } from 'vitest';

import { Provider } from '@/components/ui/provider';
import { system } from '@/components/ui/system';

describe('the prebuilt global CSS', () => {
  it('leads with the layer order, then the reset, the global CSS and the tokens of this system', () => {
    expect(globalCss.startsWith('@layer reset, base, tokens, recipes;\n@layer reset{')).toBe(true);
    expect(globalCss).toContain('@layer base{');
    expect(globalCss).toContain('@layer tokens{');
    expect(globalCss).toContain('--chakra-colors-brand-solid:var(--chakra-colors-brand-500)');
    expect(globalCss).toContain('--chakra-colors-brand-500:#1f5eff');
  });

  it('is inserted once, first in <head>, and the system keeps no global styles for Emotion', () => {
    const first = render(<Provider>一</Provider>);
    const second = render(<Provider>二</Provider>);
    const styles = document.head.querySelectorAll('style[data-chakra-global]');
    expect(styles).toHaveLength(1);
    expect(document.head.firstElementChild).toBe(styles[0]);
    expect(styles[0]?.textContent).toBe(globalCss);
    expect(system._global).toEqual([]);
    first.unmount();
    second.unmount();
  });
});
