import { IconButton, Stack } from '@chakra-ui/react';
import { useRouterState } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';

import { ArrowUpIcon, HeadsetIcon } from '@/components/ui/icons';
import { LIMITS } from '@/contract/limits';

/** The room left at the end of a phone's page for the floating tools (and a page's 发帖) over it. */
export const FLOATING_ROOM = '36';

/** Right offset of the floating tools (SPEC section 2). */
export function floatingRightOffset(pathname: string, width: number): number {
  if (pathname.startsWith('/personal')) return LIMITS.FLOATING_RIGHT_OFFSET;
  return width >= LIMITS.FLOATING_WIDE_SCREEN
    ? (width - LIMITS.FLOATING_WIDE_SCREEN) / 2
    : LIMITS.FLOATING_RIGHT_OFFSET;
}

export function shouldShowScrollTop(scrollY: number, innerHeight: number): boolean {
  return scrollY > innerHeight * LIMITS.SCROLL_TOP_THRESHOLD;
}

function subscribeToWindow(update: () => void): () => void {
  window.addEventListener('scroll', update, { passive: true });
  window.addEventListener('resize', update);
  return () => {
    window.removeEventListener('scroll', update);
    window.removeEventListener('resize', update);
  };
}

/** The window's scroll and size; 0 on the server and while hydrating (the tools show once measured). */
function useWindowMetrics() {
  const serverValue = () => 0;
  const scrollY = useSyncExternalStore(subscribeToWindow, () => window.scrollY, serverValue);
  const width = useSyncExternalStore(subscribeToWindow, () => window.innerWidth, serverValue);
  const height = useSyncExternalStore(subscribeToWindow, () => window.innerHeight, serverValue);
  return { scrollY, width, height };
}

/** Floating tools: scroll-to-top (after 0.6 viewport heights) and 在线客服. */
export function FloatingTools({ onCustomerService }: { onCustomerService: () => void }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { scrollY, width, height } = useWindowMetrics();
  return (
    <Stack
      position="fixed"
      bottom="24"
      right={`${floatingRightOffset(pathname, width)}px`}
      zIndex="docked"
      gap="2"
    >
      <IconButton
        aria-label="在线客服"
        title="在线客服"
        rounded="full"
        colorPalette="brand"
        shadow="md"
        onClick={onCustomerService}
      >
        <HeadsetIcon />
      </IconButton>
      {shouldShowScrollTop(scrollY, height) && (
        <IconButton
          aria-label="回到顶部"
          title="回到顶部"
          rounded="full"
          variant="surface"
          shadow="md"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <ArrowUpIcon />
        </IconButton>
      )}
    </Stack>
  );
}
