import { Box } from '@chakra-ui/react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';

import { FloatingTools } from '@/components/layout/floating-tools';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { OfflineBanner, UpdatePrompt } from '@/components/layout/pwa-banners';
import { TipDialog } from '@/components/layout/tip-dialog';
import { LIMITS } from '@/contract/limits';
import { closeDiyTip, uiState } from '@/lib/ui-state';

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
}

/** Main layout at / (SPEC section 2): top navigation, content, footer, side widgets, Tip dialog. */
export function MainLayout({ children, onLogout, onCustomerService, overlays }: MainLayoutProps) {
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
      <Box as="main" id="main" flex="1" minH={{ md: contentMinHeight(withFooter) }}>
        {children}
      </Box>
      {withFooter && <Footer />}
      <FloatingTools onCustomerService={onCustomerService} />
      <TipDialog open={ui.diyTipOpen} onClose={closeDiyTip} onConfirm={upgrade} />
      <UpdatePrompt />
      {overlays}
    </Box>
  );
}
