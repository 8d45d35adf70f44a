/**
 * Drafts of the AI school-selection forms, in IndexedDB (`aiDrafts` of src/lib/idb.ts).
 *
 * What is stored where, and why:
 * - one row per user and form, key `${userId}:${formName}` (aiDraftKey), userId 'guest' when logged
 *   out, formName '01' (undergraduate), '02' (master's) or 'short' (the header variant);
 * - `values` is the form as the student typed it (strings, as in src/contract/ai.ts), written a
 *   moment after every change (debounced by the store), so a reload, a closed tab or going offline
 *   loses nothing; a successful analysis deletes the row (the form is reset);
 * - rows may come from an older version of the app or be cut short: every read is merged field by
 *   field onto the empty form, so a missing or wrongly typed field falls back to its empty value.
 * Logout wipes the user's rows (src/lib/session.ts -> deleteUserData).
 */
import {
  AI_MAX_LENGTHS,
  CURRENT_STUDY_STATUS,
  GRE_GMAT_TYPES,
  LANGUAGE_TYPES,
  SAT_ACT_TYPES,
  emptyMasterForm,
  emptyShortForm,
  emptyUndergraduateForm,
  type AiFormName,
  type AiMasterForm,
  type AiShortForm,
  type AiUndergraduateForm,
} from '@/contract/ai';
import { LIMITS } from '@/contract/limits';
import { aiDraftKey, getDb, noteStorageError } from '@/lib/idb';

export const GUEST_USER = 'guest';

export interface FormsByName {
  '01': AiUndergraduateForm;
  '02': AiMasterForm;
  short: AiShortForm;
}

/** Longest text kept from a stored string field (anything longer was not typed in our inputs). */
const TEXT_MAX = 200;
/** Most items kept from a stored list (the dictionaries are shorter). */
const LIST_MAX = 200;

type StoredFields = Record<string, unknown>;

function isRecord(value: unknown): value is StoredFields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown, fallback: string, max = TEXT_MAX): string {
  return typeof value === 'string' ? value.slice(0, max) : fallback;
}

function list(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const items = value.filter((item): item is string => typeof item === 'string' && item.length <= TEXT_MAX);
  return [...new Set(items)].slice(0, LIST_MAX);
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.find((item) => item === value) ?? fallback;
}

function common(stored: StoredFields, empty: AiUndergraduateForm | AiMasterForm) {
  return {
    country: list(stored.country),
    majors: list(stored.majors),
    province: text(stored.province, empty.province),
    city: text(stored.city, empty.city),
    school: text(stored.school, empty.school, LIMITS.PROFILE_SCHOOL_NAME_MAX),
    schoolId: text(stored.schoolId, empty.schoolId),
    schoolMode: oneOf(stored.schoolMode, ['select', 'text'] as const, empty.schoolMode),
    system: text(stored.system, empty.system),
    total: text(stored.total, empty.total, AI_MAX_LENGTHS.total),
    english: text(stored.english, empty.english, AI_MAX_LENGTHS.english),
    gpa: text(stored.gpa, empty.gpa, AI_MAX_LENGTHS.gpa),
    languageType: oneOf(stored.languageType, LANGUAGE_TYPES, empty.languageType),
    toefl: text(stored.toefl, empty.toefl, AI_MAX_LENGTHS.toefl),
    ielts: text(stored.ielts, empty.ielts, AI_MAX_LENGTHS.ielts),
    tiother: text(stored.tiother, empty.tiother, AI_MAX_LENGTHS.tiother),
  };
}

/** A stored undergraduate draft merged onto the empty form; never throws. */
export function parseUndergraduateDraft(values: unknown): AiUndergraduateForm {
  const empty = emptyUndergraduateForm();
  if (!isRecord(values)) return empty;
  return {
    ...empty,
    ...common(values, empty),
    name: '01',
    satActType: oneOf(values.satActType, SAT_ACT_TYPES, empty.satActType),
    sat: text(values.sat, '', AI_MAX_LENGTHS.sat),
    act: text(values.act, '', AI_MAX_LENGTHS.act),
    // AP courses are a single selection
    ap_course: list(values.ap_course).slice(0, 1),
    activity: list(values.activity),
  };
}

/** A stored master's draft merged onto the empty form; never throws. */
export function parseMasterDraft(values: unknown): AiMasterForm {
  const empty = emptyMasterForm();
  if (!isRecord(values)) return empty;
  const experiences = Array.isArray(values.experiences)
    ? values.experiences
        .map((item) => (typeof item === 'string' ? item.slice(0, AI_MAX_LENGTHS.experience) : ''))
        .slice(0, LIMITS.EXPERIENCE_MAX)
    : [];
  const currents = Object.keys(CURRENT_STUDY_STATUS) as (keyof typeof CURRENT_STUDY_STATUS)[];
  return {
    ...empty,
    ...common(values, empty),
    name: '02',
    current: oneOf(values.current, ['', ...currents] as const, ''),
    greGmatType: oneOf(values.greGmatType, GRE_GMAT_TYPES, empty.greGmatType),
    gre: text(values.gre, '', AI_MAX_LENGTHS.gre),
    gmat: text(values.gmat, '', AI_MAX_LENGTHS.gmat),
    experiences: experiences.length > 0 ? experiences : [''],
  };
}

/** A stored short-form draft merged onto the empty form; never throws. */
export function parseShortDraft(values: unknown): AiShortForm {
  const empty = emptyShortForm();
  if (!isRecord(values)) return empty;
  return { ...empty, country: list(values.country), majors: list(values.majors) };
}

const PARSERS: { [N in AiFormName]: (values: unknown) => FormsByName[N] } = {
  '01': parseUndergraduateDraft,
  '02': parseMasterDraft,
  short: parseShortDraft,
};

/** The draft of one form, or null when there is none (or IndexedDB cannot be read). */
export async function loadDraft<N extends AiFormName>(
  userId: string,
  formName: N,
): Promise<FormsByName[N] | null> {
  try {
    const db = await getDb();
    const row = await db.get('aiDrafts', aiDraftKey(userId, formName));
    return row ? PARSERS[formName](row.values) : null;
  } catch (error) {
    console.error('could not read the AI form draft', error);
    return null;
  }
}

export async function saveDraft(userId: string, formName: AiFormName, values: unknown): Promise<void> {
  try {
    const db = await getDb();
    // a plain copy: valtio proxies cannot be cloned into IndexedDB
    const plain: unknown = JSON.parse(JSON.stringify(values));
    await db.put(
      'aiDrafts',
      { userId, formName, values: plain, updatedAt: Date.now() },
      aiDraftKey(userId, formName),
    );
  } catch (error) {
    // a full disk is surfaced by storageHealth; the form itself keeps working
    console.error('could not save the AI form draft', noteStorageError(error));
  }
}
