/**
 * The service selector's session keys (SPEC section 4). The selector (features/service-mode) records the
 * chosen card in selected_adviser and goes to /organizations; this page then finds the counselors matching
 * the student's intention and records them: adviser_list = the matching counselors, selected_adviser = the
 * choice with the counselor recommended first.
 */
import {
  adviserListSessionSchema,
  selectedAdviserSessionSchema,
  type AdviserListItem,
  type SelectedAdviserSession,
} from '@/contract/org';
import { SESSION_KEYS } from '@/contract/limits';

export function readSelectedAdviser(): SelectedAdviserSession | null {
  try {
    const raw = sessionStorage.getItem(SESSION_KEYS.SELECTED_ADVISER);
    if (!raw) return null;
    const parsed = selectedAdviserSessionSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** True when the student came from the selector with a counselor-led choice (资深顾问 or AI数字顾问). */
export function cameFromSelector(selection: SelectedAdviserSession | null): boolean {
  return selection !== null && selection.serviceType !== 'DIY';
}

export function recordMatchingAdvisers(
  selection: SelectedAdviserSession,
  advisers: readonly AdviserListItem[],
): void {
  const list = adviserListSessionSchema.parse(
    advisers.map((a) => ({ id: a.id, nameCn: a.nameCn, adviserType: a.adviserType })),
  );
  const first = advisers[0];
  const next: SelectedAdviserSession = {
    index: selection.index,
    serviceType: selection.serviceType,
    title: selection.title,
    ...(first ? { adviserId: first.id, adviserNameCn: first.nameCn } : {}),
  };
  sessionStorage.setItem(SESSION_KEYS.ADVISER_LIST, JSON.stringify(list));
  sessionStorage.setItem(SESSION_KEYS.SELECTED_ADVISER, JSON.stringify(next));
}
