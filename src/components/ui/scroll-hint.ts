/**
 * A row that scrolls sideways on a phone (tabs, filter chips) says so: while it has more beyond an edge, that
 * edge fades out (the attributes data-more-start / data-more-end, styled by SCROLL_HINT_CSS). A row that fits
 * shows no fade.
 */
import { useCallback, useRef, type RefCallback } from 'react';

/** Within this of an edge counts as at the edge (sub-pixel scroll positions). */
const SLACK_PX = 2;
const FADE = '2rem';

function mark(element: HTMLElement): void {
  const max = element.scrollWidth - element.clientWidth;
  element.toggleAttribute('data-more-start', max > SLACK_PX && element.scrollLeft > SLACK_PX);
  element.toggleAttribute('data-more-end', max > SLACK_PX && element.scrollLeft < max - SLACK_PX);
}

/** The ref of a sideways-scrolling row: keeps its edge attributes current on scroll and on resize. */
export function useScrollHint<T extends HTMLElement>(): RefCallback<T> {
  const cleanup = useRef<(() => void) | null>(null);
  return useCallback((element: T | null) => {
    cleanup.current?.();
    cleanup.current = null;
    if (!element) return;
    const update = () => mark(element);
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(element);
    cleanup.current = () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, []);
}

/** The fade of the edges with more beyond them. */
export const SCROLL_HINT_CSS = {
  '&[data-more-end]': { maskImage: `linear-gradient(to right, #000 calc(100% - ${FADE}), transparent)` },
  '&[data-more-start]': { maskImage: `linear-gradient(to left, #000 calc(100% - ${FADE}), transparent)` },
  '&[data-more-start][data-more-end]': {
    maskImage: `linear-gradient(to right, transparent, #000 ${FADE}, #000 calc(100% - ${FADE}), transparent)`,
  },
} as const;
