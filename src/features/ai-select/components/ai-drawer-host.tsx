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
 * - storage/drafts.ts: the drafts in IndexedDB per user and form; api/: one endpoint per file.
 */
import { Suspense, lazy, useEffect, useState } from 'react';

import type { MyUniversityListLink, OpenAiDrawerDetail } from '@/features/ai-select/state/ai-store';
import { APP_EVENTS, onAppEvent } from '@/lib/events';

const AiDrawer = lazy(() => import('@/features/ai-select/components/ai-drawer'));

export function AiDrawerHost(myList: MyUniversityListLink) {
  const [request, setRequest] = useState<{ id: number; detail?: OpenAiDrawerDetail } | null>(null);
  useEffect(
    () =>
      onAppEvent<OpenAiDrawerDetail | undefined>(APP_EVENTS.OPEN_AI_DRAWER, (detail) =>
        setRequest((previous) => ({ id: (previous?.id ?? 0) + 1, detail })),
      ),
    [],
  );
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <AiDrawer request={request} myList={myList} />
    </Suspense>
  );
}
