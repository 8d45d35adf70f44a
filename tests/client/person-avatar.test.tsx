/**
 * PersonAvatar (src/components/ui/person-avatar.tsx): the initial shows until the picture has loaded, and again
 * when it fails or when another picture starts loading; styled by Chakra's avatar recipe.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { PersonAvatar, initialsOf, personInitial, personPalette } from '@/components/ui/person-avatar';
import { Provider } from '@/components/ui/provider';

function renderAvatar(props: Parameters<typeof PersonAvatar>[0]) {
  const view = render(
    <Provider>
      <PersonAvatar data-testid="avatar" {...props} />
    </Provider>,
  );
  const rerender = (next: Parameters<typeof PersonAvatar>[0]) =>
    view.rerender(
      <Provider>
        <PersonAvatar data-testid="avatar" {...next} />
      </Provider>,
    );
  return { ...view, rerender };
}

const picture = (root: HTMLElement) => root.querySelector('img');
const initial = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="fallback"]');

describe('PersonAvatar', () => {
  it('makes the initials as Chakra does: first letters of the first and last words, or the first character', () => {
    expect(initialsOf('小张')).toBe('小');
    expect(initialsOf('Anna Maria Lee')).toBe('AL');
    expect(initialsOf('  Tom ')).toBe('T');
    expect(initialsOf('')).toBe('');
  });

  it('tells 小李, 小张 and 小赵 apart: the character after 小, and a colour of their own kept per person', () => {
    expect(['小李', '小张', '小赵', '王同学', '老王', '小'].map(personInitial)).toEqual([
      '李',
      '张',
      '赵',
      '王',
      '王',
      '小',
    ]);
    const ids = Array.from(
      { length: 40 },
      (_, i) => `6f1c9d3e-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    expect(new Set(ids.map(personPalette)).size).toBeGreaterThanOrEqual(5);
    expect(personPalette(ids[3] ?? '')).toBe(personPalette(ids[3] ?? ''));
  });

  it('shows the initial alone without a picture, in the avatar recipe’s class', () => {
    renderAvatar({ name: '王老师', size: 'sm' });
    const root = screen.getByTestId('avatar');
    expect(initial(root)?.textContent).toBe('王');
    expect(initial(root)?.hidden).toBe(false);
    expect(picture(root)).toBeNull();
    // Chakra's recipe styles it: a generated class on each part
    expect(root.className).toMatch(/css-/);
  });

  it('keeps the initial until the picture has loaded, then shows the picture only', () => {
    renderAvatar({ name: '小李', src: '/files/HEADPORTRAIT/a.png', initial: '李' });
    const root = screen.getByTestId('avatar');
    const img = picture(root);
    expect(img?.getAttribute('src')).toBe('/files/HEADPORTRAIT/a.png');
    expect(img?.hidden).toBe(true);
    expect(initial(root)?.textContent).toBe('李');
    expect(initial(root)?.hidden).toBe(false);
    act(() => void fireEvent.load(img as HTMLImageElement));
    expect(picture(root)?.hidden).toBe(false);
    expect(initial(root)?.hidden).toBe(true);
  });

  it('goes back to the initial when the picture fails, and while a new picture loads', () => {
    const { rerender } = renderAvatar({ name: 'Chen Wei', src: '/files/a.png' });
    const root = screen.getByTestId('avatar');
    act(() => void fireEvent.load(picture(root) as HTMLImageElement));
    expect(initial(root)?.hidden).toBe(true);

    rerender({ name: 'Chen Wei', src: '/files/b.png' });
    expect(picture(root)?.getAttribute('src')).toBe('/files/b.png');
    expect(picture(root)?.hidden).toBe(true);
    expect(initial(root)?.hidden).toBe(false);
    expect(initial(root)?.textContent).toBe('CW');

    act(() => void fireEvent.error(picture(root) as HTMLImageElement));
    expect(picture(root)?.hidden).toBe(true);
    expect(initial(root)?.hidden).toBe(false);
  });
});
