import { Box } from '@chakra-ui/react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { Suspense, lazy, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';

import { FLOATING_ROOM, FloatingTools } from '@/components/layout/floating-tools';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { OfflineBanner, UpdatePrompt } from '@/components/layout/pwa-banners';
import { RenderedAtNote } from '@/components/layout/rendered-at-note';
import { LIMITS } from '@/contract/limits';
import { closeDiyTip, uiState } from '@/lib/ui-state';

// the Tip dialog (Chakra's dialog machinery) loads when it first opens
const TipDialog = lazy(() =>
  import('@/components/layout/tip-dialog').then((m) => ({ default: m.TipDialog })),
);

/** The footer is hidden on paths starting with /personal (SPEC section 2). */
export function showsFooter(pathname: string): boolean {
  return !pathname.startsWith('/personal');
}

export function contentMinHeight(withFooter: boolean): string {
  const offset = LIMITS.LAYOUT_HEADER_HEIGHT + (withFooter ? LIMITS.LAYOUT_FOOTER_HEIGHT : 0);
  return `calc(100vh - ${offset}px)`;
}

interface MainLayoutProps {
  children: ReactNode;
  onLogout: () => void;
  onCustomerService: () => void;
  /** Feature dialogs mounted by the layout route (service selector, profile dialog, AI drawer, chat). */
  overlays?: ReactNode;
  /** An onboarding dialog is open: the Tip waits, never stacked on it. */
  dialogOpen?: boolean;
}

/** Main layout at / (SPEC section 2): top navigation, content, footer, side widgets, Tip dialog. */
export function MainLayout({
  children,
  onLogout,
  onCustomerService,
  overlays,
  dialogOpen = false,
}: MainLayoutProps) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const ui = useSnapshot(uiState);
  const navigate = useNavigate();
  // the Tip's confirm leads to where VIP service is upgraded
  const upgrade = () => {
    closeDiyTip();
    void navigate({ to: '/personal', search: { component: 'membership' } });
  };
  const withFooter = showsFooter(pathname);
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <Header onLogout={onLogout} />
      <OfflineBanner />
      <RenderedAtNote />
      {/* on a phone the floating tools (在线客服 at 6rem from the bottom, a page's 发帖) sit over the content:
          the page ends with room for them (the footer's own, or the main's), so that its last lines can be
          scrolled clear of the buttons */}
      <Box
        as="main"
        id="main"
        flex="1"
        minH={{ md: contentMinHeight(withFooter) }}
        pb={{ base: withFooter ? '0' : FLOATING_ROOM, md: '0' }}
      >
        {children}
      </Box>
      {withFooter && <Footer />}
      <FloatingTools onCustomerService={onCustomerService} />
      {ui.diyTipOpen && !dialogOpen && (
        <Suspense fallback={null}>
          <TipDialog open onClose={closeDiyTip} onConfirm={upgrade} />
        </Suspense>
      )}
      <UpdatePrompt />
      {overlays}
    </Box>
  );
}
