import { Box } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';

import { LIMITS } from '@/contract/limits';
import { PAGE_FROM_CACHE_ATTR, RENDERED_AT_META } from '@/contract/pwa';
import { network } from '@/lib/network';

/** A page's HTML younger than this is as good as fresh: no note. */
export const RENDERED_AT_NOTE_AFTER_MS = 60_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** `12月3日 09:35`, local time; by hand, as a first Intl.DateTimeFormat costs the page tens of ms. */
export function formatRenderedAt(at: Date): string {
  return `${at.getMonth() + 1}月${at.getDate()}日 ${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/**
 * When the page's HTML was made, if the service worker answered it from its pages cache (PAGE_FROM_CACHE_ATTR
 * on the rendered-at tag, sw/navigation.ts) more than RENDERED_AT_NOTE_AFTER_MS before `now`; else null.
 */
export function cachedPageRenderedAt(doc: Document, now: number): Date | null {
  const meta = doc.querySelector(`meta[name="${RENDERED_AT_META}"]`);
  if (!meta?.hasAttribute(PAGE_FROM_CACHE_ATTR)) return null;
  const at = Date.parse(meta.getAttribute('content') ?? '');
  if (Number.isNaN(at) || now - at <= RENDERED_AT_NOTE_AFTER_MS) return null;
  return new Date(at);
}

/** What the note shows for this document: read once, then null after the first navigation inside the app. */
let shown: { at: Date | null } | undefined;

function noteSnapshot(): Date | null {
  shown ??= { at: cachedPageRenderedAt(document, Date.now()) };
  return shown.at;
}

/**
 * 页面内容更新于 M月D日 HH:mm (（离线） offline) on a page loaded from the service worker's cache, until the next
 * navigation inside the app. The server's render and a hydration see none (getServerSnapshot), so they agree;
 * drawn over the top of the content from a box of no height, so nothing moves when it appears.
 */
export function RenderedAtNote() {
  const router = useRouter();
  const net = useSnapshot(network);
  const subscribe = useCallback(
    (changed: () => void) =>
      router.subscribe('onBeforeNavigate', (event) => {
        if (!event.hrefChanged || !shown?.at) return;
        shown = { at: null };
        changed();
      }),
    [router],
  );
  const renderedAt = useSyncExternalStore(subscribe, noteSnapshot, () => null);
  if (!renderedAt) return null;
  return (
    <Box
      position="sticky"
      top={`${LIMITS.LAYOUT_HEADER_HEIGHT}px`}
      h="0"
      zIndex="docked"
      pointerEvents="none"
    >
      <Box
        role="status"
        position="absolute"
        top="2"
        left="50%"
        transform="translateX(-50%)"
        bg="gray.800/85"
        color="white"
        fontSize="xs"
        lineHeight="1.5"
        px="3"
        py="1"
        rounded="full"
        shadow="sm"
        whiteSpace="nowrap"
        data-testid="rendered-at-note"
      >
        页面内容更新于 {formatRenderedAt(renderedAt)}
        {!net.online && '（离线）'}
      </Box>
    </Box>
  );
}
