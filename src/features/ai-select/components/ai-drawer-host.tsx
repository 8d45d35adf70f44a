/**
 * The ai-select slice (AI智能选校, SPEC sections 2-5), in brief:
 * - components/ai-drawer-host.tsx (this file, the only part in the layout's chunk): mounted once by the
 *   main layout route (src/routes/_main.tsx, overlays), it listens for APP_EVENTS.OPEN_AI_DRAWER (the
 *   header's AI智能选校 button, the personal space, the short form) and loads the drawer with
 *   React.lazy on the first request, so the initial JS does not carry the forms. The route passes in
 *   what the results need of 我的大学List (MyUniversityListLink: join, the joined ids), which is the
 *   my-university-list slice's.
 * - components/ai-drawer.tsx: the drawer, its status views and the test ids (listed at its top);
 *   undergraduate-form.tsx, master-form.tsx and ai-form-sections.tsx: the two forms, wired to the store;
 *   the fields they are built of (one per file: group-field, single-field, choice-button, radio-buttons,
 *   country-field, major-field, score-input, score-choice-field, activity-field) are controlled and know
 *   nothing of the store; the school picker is the shared src/components/ui/school-picker.tsx.
 *   ai-results.tsx: results and empty view; ai-short-form.tsx: AiShortForm, the short
 *   variant (where it appears is written at its top: under the results as 调整意向, or anywhere as a
 *   quick start that opens the drawer prefilled).
 * - state/form-rules.ts: the transitions of SPEC section 4 as pure functions; state/ai-store.ts: the
 *   valtio store (status, tab, forms, blur/check-input errors, results, joins) and its actions.
 * - storage/drafts.ts: the drafts in IndexedDB per user and form; storage/guest-results.ts: a visitor's
 *   results kept in sessionStorage across the login of 加入我的大学List (this host only reads
 *   guest-results-flag.ts to reopen the drawer on them); api/: one endpoint per file.
 * - A logged-in student's blank forms start from the profile (ProfileLink, passed in by the route).
 */
import { Suspense, lazy, useEffect, useState } from 'react';
import { subscribe } from 'valtio';

import type {
  MyUniversityListLink,
  OpenAiDrawerDetail,
  ProfileLink,
} from '@/features/ai-select/state/ai-store';
import { hasGuestResults } from '@/features/ai-select/storage/guest-results-flag';
import { APP_EVENTS, emitAppEvent, onAppEvent } from '@/lib/events';
import { isLoggedIn, session } from '@/lib/session';

const AiDrawer = lazy(() => import('@/features/ai-select/components/ai-drawer'));

export type AiDrawerHostProps = MyUniversityListLink & Partial<ProfileLink>;

export function AiDrawerHost({ loadProfile, ...myList }: AiDrawerHostProps) {
  const [request, setRequest] = useState<{ id: number; detail?: OpenAiDrawerDetail } | null>(null);
  useEffect(
    () =>
      onAppEvent<OpenAiDrawerDetail | undefined>(APP_EVENTS.OPEN_AI_DRAWER, (detail) =>
        setRequest((previous) => ({ id: (previous?.id ?? 0) + 1, detail })),
      ),
    [],
  );
  // back from the login that 加入我的大学List asked for (this page, or a login in place): reopen the
  // drawer on the results the visitor kept; the drawer deletes them as it reads them
  useEffect(() => {
    const resume = () => {
      if (isLoggedIn() && hasGuestResults())
        emitAppEvent<OpenAiDrawerDetail>(APP_EVENTS.OPEN_AI_DRAWER, { resume: true });
    };
    resume();
    return subscribe(session, resume);
  }, []);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <AiDrawer request={request} myList={myList} loadProfile={loadProfile} />
    </Suspense>
  );
}
