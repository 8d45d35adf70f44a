/**
 * The draft answer of a TEXT task, in IndexedDB: the `aiDrafts` store of src/lib/idb.ts (one row per user and
 * form; this form's name is `task.text:{taskId}`), so a reload, a closed tab or a refused finish never loses
 * what was typed. Written a moment after every change, deleted once the task is finished. Logout wipes the
 * user's rows (deleteUserData).
 */
import { z } from 'zod';

import { TASK_LIMITS } from '@/contract/journey-task';
import { aiDraftKey, getDb, noteStorageError } from '@/lib/idb';

export const taskDraftForm = (taskId: string) => `task.text:${taskId}`;

const draftSchema = z.object({
  text: z
    .string()
    .max(TASK_LIMITS.TEXT_ANSWER_MAX * 2)
    .catch(''),
});

export async function loadTaskDraft(userId: string, taskId: string): Promise<string | null> {
  const db = await getDb();
  const row = await db.get('aiDrafts', aiDraftKey(userId, taskDraftForm(taskId)));
  if (!row) return null;
  const parsed = draftSchema.safeParse(row.values);
  return parsed.success ? parsed.data.text : null;
}

export async function saveTaskDraft(userId: string, taskId: string, text: string): Promise<void> {
  try {
    const db = await getDb();
    const formName = taskDraftForm(taskId);
    await db.put(
      'aiDrafts',
      { userId, formName, values: { text }, updatedAt: Date.now() },
      aiDraftKey(userId, formName),
    );
  } catch (error) {
    throw noteStorageError(error);
  }
}

export async function deleteTaskDraft(userId: string, taskId: string): Promise<void> {
  const db = await getDb();
  await db.delete('aiDrafts', aiDraftKey(userId, taskDraftForm(taskId)));
}
