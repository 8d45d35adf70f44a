/**
 * The draft of the 提问 form, in IndexedDB: the `aiDrafts` store of src/lib/idb.ts (one row per user and
 * form; this form's name is `qa.ask`), so a reload, a closed tab or a failed send never loses what was
 * typed. Written a moment after every change, deleted once the question is in the outbox (from then on the
 * outbox entry holds it: 编辑 of a failed question reopens the form with it). Logout wipes the user's rows
 * (deleteUserData). Rows are parsed field by field: an unreadable field falls back to empty.
 */
import { z } from 'zod';

import { QA_LIMITS, qaCategorySchema, type QaCategory } from '@/contract/qa';
import { aiDraftKey, getDb, noteStorageError } from '@/lib/idb';

export const ASK_DRAFT_FORM = 'qa.ask';

export interface AskDraft {
  title: string;
  content: string;
  category: QaCategory | null;
  tags: string[];
}

export const EMPTY_ASK_DRAFT: AskDraft = { title: '', content: '', category: null, tags: [] };

const draftSchema = z.object({
  title: z
    .string()
    .max(QA_LIMITS.TITLE_MAX * 2)
    .catch(''),
  content: z
    .string()
    .max(QA_LIMITS.CONTENT_MAX * 2)
    .catch(''),
  category: qaCategorySchema.nullable().catch(null),
  tags: z.array(z.string().max(QA_LIMITS.TAG_MAX)).max(QA_LIMITS.TAGS_MAX).catch([]),
});

export function isEmptyDraft(draft: AskDraft): boolean {
  return !draft.title && !draft.content && !draft.category && draft.tags.length === 0;
}

export async function loadAskDraft(userId: string): Promise<AskDraft | null> {
  const db = await getDb();
  const row = await db.get('aiDrafts', aiDraftKey(userId, ASK_DRAFT_FORM));
  if (!row) return null;
  const parsed = draftSchema.safeParse(row.values);
  return parsed.success ? parsed.data : null;
}

export async function saveAskDraft(userId: string, draft: AskDraft): Promise<void> {
  try {
    const db = await getDb();
    await db.put(
      'aiDrafts',
      { userId, formName: ASK_DRAFT_FORM, values: draft, updatedAt: Date.now() },
      aiDraftKey(userId, ASK_DRAFT_FORM),
    );
  } catch (error) {
    throw noteStorageError(error);
  }
}

export async function deleteAskDraft(userId: string): Promise<void> {
  const db = await getDb();
  await db.delete('aiDrafts', aiDraftKey(userId, ASK_DRAFT_FORM));
}
