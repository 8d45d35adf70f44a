import { IconButton, Stack } from '@chakra-ui/react';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

import { ArrowUpIcon, HeadsetIcon } from '@/components/ui/icons';
import { LIMITS } from '@/contract/limits';

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

function useWindowMetrics() {
  const [metrics, setMetrics] = useState(() => ({
    scrollY: window.scrollY,
    width: window.innerWidth,
    height: window.innerHeight,
  }));
  useEffect(() => {
    const update = () =>
      setMetrics({ scrollY: window.scrollY, width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return metrics;
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
