import { Outlet, createFileRoute, useNavigate, useRouterState } from '@tanstack/react-router';
import { Suspense, lazy, useEffect, useState } from 'react';

import { ErrorBoundary } from '@/components/error-boundary';
import { prefetchSupporters } from '@/components/layout/footer';
import { MainLayout } from '@/components/layout/main-layout';
import { AiDrawerHost } from '@/features/ai-select/components/ai-drawer-host';
import type { MyUniversityListLink } from '@/features/ai-select/state/ai-store';
import { logoutUser } from '@/features/auth/state/auth-actions';
import { ChatHost } from '@/features/chat/components/chat-host';
import { startUnreadSync } from '@/features/message-center/state/unread-sync';
import { getProfileQuietly } from '@/features/profile/api/get-profile';
import {
  decideOnboarding,
  markSelectorShown,
  onboardingDevice,
  openedFromSharedLink,
  putSelectorOff,
  stepAfterProfileSaved,
  type OnboardingStep,
} from '@/features/service-mode/state/service-mode';
import { useHydrated, useSessionSnapshot } from '@/lib/hydration';
import { APP_EVENTS, emitAppEvent } from '@/lib/events';
import { isLoggedIn, session } from '@/lib/session';
import { awaitedOnServer } from '@/lib/use-query';

// What only some visits need loads after the layout's first paint, in chunks of its own: the onboarding
// dialogs (when the session needs them), the circle outbox and order hosts (signed-in users only). The AI
// drawer and the chat dialog are lazy inside their hosts.
const ProfileDialog = lazy(() =>
  import('@/features/profile/components/profile-dialog').then((m) => ({ default: m.ProfileDialog })),
);
const ServiceSelector = lazy(() =>
  import('@/features/service-mode/components/service-selector').then((m) => ({
    default: m.ServiceSelector,
  })),
);
const CircleOutboxHost = lazy(() =>
  import('@/features/circle/components/circle-outbox-host').then((m) => ({ default: m.CircleOutboxHost })),
);
const OrderHost = lazy(() =>
  import('@/features/order/components/order-host').then((m) => ({ default: m.OrderHost })),
);

export const Route = createFileRoute('/_main')({
  loader: () => awaitedOnServer(prefetchSupporters()),
  component: MainLayoutRoute,
});

/**
 * Layout mount logic of SPEC section 4: the forced profile dialog, then the service selector (its rules:
 * decideOnboarding). Decided once the page is hydrated (the server knows neither the session nor this device's
 * storage). A page opened from a shared link is read without it: the selector waits for the next page.
 */
function useOnboarding() {
  const hydrated = useHydrated();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [decided, setStep] = useState<OnboardingStep | undefined>(undefined);
  // the shared link's page, while the reader is on it (null: none)
  const [heldOn, setHeldOn] = useState<string | null>(null);
  if (hydrated && decided === undefined) {
    setStep(decideOnboarding({ loggedIn: isLoggedIn(), user: session.user, device: onboardingDevice() }));
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const page = {
      pathname: window.location.pathname,
      landingPathname: new URL(entry?.name ?? window.location.href).pathname,
      navigationType: entry?.type ?? 'navigate',
    };
    if (openedFromSharedLink(page, document.referrer, window.location.origin)) setHeldOn(page.pathname);
  }
  if (heldOn !== null && pathname !== heldOn) setHeldOn(null);
  const step = decided === 'selector' && heldOn !== null ? null : (decided ?? null);
  // once shown, the selector stays mounted so that closing it animates
  const [selectorMounted, setSelectorMounted] = useState(false);
  if (step === 'selector' && !selectorMounted) setSelectorMounted(true);
  useEffect(() => {
    if (step === 'selector') markSelectorShown();
  }, [step]);
  return [step, setStep, selectorMounted] as const;
}

/**
 * What the AI drawer's results need of 我的大学List, loaded at their first use: those calls parse with the AI
 * contract's schemas (src/contract/ai.ts), which would otherwise be built on every page, in the layout's chunk.
 */
const MY_UNIVERSITY_LIST: MyUniversityListLink = {
  join: (body) => import('@/features/my-university-list/api/join-list').then((m) => m.joinList(body)),
  loadJoinedIds: () =>
    import('@/features/my-university-list/api/get-joined-ids').then((m) => m.getJoinedUniversityIds()),
};

/** The unread counter is fed from the server while someone is logged in ("Unread"). */
function useUnreadSync() {
  const snap = useSessionSnapshot();
  const userId = snap.token ? snap.user?.id : undefined;
  const vipLevel = snap.user?.vipLevel;
  useEffect(() => (userId ? startUnreadSync({ id: userId, vipLevel }) : undefined), [userId, vipLevel]);
}

function MainLayoutRoute() {
  const navigate = useNavigate();
  const signedIn = useSessionSnapshot().token !== null;
  const [step, setStep, selectorMounted] = useOnboarding();
  useUnreadSync();
  // 在线客服 opens platform chat; the chat host sends a visitor to the login page first (SPEC section 6)
  const openCustomerService = () => emitAppEvent(APP_EVENTS.OPEN_PLATFORM_CHAT);
  const select = async (index: number) => {
    const { chooseService } = await import('@/features/service-mode/state/choose-service');
    const to = await chooseService(index).catch(() => null);
    if (to === null) return; // the request client told why; the selector stays open
    setStep(null);
    void navigate({ to });
  };
  return (
    <MainLayout
      onLogout={() => void logoutUser()}
      dialogOpen={step !== null}
      onCustomerService={openCustomerService}
      overlays={
        <>
          {/* each lazy overlay has a boundary of its own: one loading must never hide the AI drawer or chat */}
          {step === 'profile' && (
            <Suspense fallback={null}>
              <ProfileDialog open onSaved={() => setStep(stepAfterProfileSaved(session.user))} />
            </Suspense>
          )}
          {selectorMounted && (
            <Suspense fallback={null}>
              <ServiceSelector
                open={step === 'selector'}
                onSelect={select}
                onClose={() => {
                  // ✕ means later: not again on this device for a day
                  putSelectorOff();
                  setStep(null);
                }}
              />
            </Suspense>
          )}
          {/* an overlay that fails to render leaves the layout and the page in place */}
          <ErrorBoundary>
            <AiDrawerHost {...MY_UNIVERSITY_LIST} loadProfile={getProfileQuietly} />
          </ErrorBoundary>
          <ErrorBoundary>
            <ChatHost />
          </ErrorBoundary>
          {signedIn && (
            <Suspense fallback={null}>
              <CircleOutboxHost />
              <OrderHost />
            </Suspense>
          )}
        </>
      }
    >
      <Outlet />
    </MainLayout>
  );
}
