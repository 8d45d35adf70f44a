/** A sideways-scrolling row marks the edges it has more beyond (src/components/ui/scroll-hint.ts). */
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useScrollHint } from '@/components/ui/scroll-hint';

function Row() {
  const ref = useScrollHint<HTMLDivElement>();
  return <div ref={ref} data-testid="row" />;
}

function size(element: HTMLElement, scrollWidth: number, clientWidth: number, scrollLeft: number) {
  Object.defineProperty(element, 'scrollWidth', { configurable: true, get: () => scrollWidth });
  Object.defineProperty(element, 'clientWidth', { configurable: true, get: () => clientWidth });
  Object.defineProperty(element, 'scrollLeft', { configurable: true, get: () => scrollLeft });
}

describe('a row that scrolls sideways', () => {
  it('fades the edge with more beyond it, both in the middle, none when it fits', () => {
    render(<Row />);
    const row = screen.getByTestId('row');
    const edges = () => [row.hasAttribute('data-more-start'), row.hasAttribute('data-more-end')];
    expect(edges()).toEqual([false, false]);
    size(row, 900, 390, 0);
    fireEvent.scroll(row);
    expect(edges()).toEqual([false, true]);
    size(row, 900, 390, 200);
    fireEvent.scroll(row);
    expect(edges()).toEqual([true, true]);
    size(row, 900, 390, 510);
    fireEvent.scroll(row);
    expect(edges()).toEqual([true, false]);
    size(row, 390, 390, 0);
    fireEvent.scroll(row);
    expect(edges()).toEqual([false, false]);
  });
});
