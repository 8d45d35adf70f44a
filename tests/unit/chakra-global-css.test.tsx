/**
 * The Chakra system's global styles are CSS made at build time, in the page template (scripts/chakra-global-css.ts;
 * its text: tests/server/chakra-global-css.test.ts): the provider leaves Emotion no global styles to compute or
 * insert.
 */
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Provider } from '@/components/ui/provider';
import { system } from '@/components/ui/system';

describe('the provider', () => {
  it('inserts no global styles of its own: the system keeps none for Emotion', () => {
    const view = render(<Provider>一</Provider>);
    expect(system._global).toEqual([]);
    // the token variables and the reset come from the CSS file only, never from a <style> Emotion inserts
    const inserted = [...document.head.querySelectorAll('style')].map((style) => style.textContent ?? '');
    expect(inserted.some((text) => text.includes('--chakra-colors-brand-500'))).toBe(false);
    view.unmount();
  });
});
