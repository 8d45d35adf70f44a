/**
 * The AI school-selection drawer's state (valtio) and its actions (SPEC sections 2 and 4).
 *
 * Status 0 shows the forms, 2 the loading view, 1 the results (or the empty view when there are
 * none). Every form change is written to the user's draft a moment later; drafts are read when the
 * drawer (or the short form) first needs them for the current user. Errors are derived from the
 * form by the contract's validate*Form and shown for the fields the student has left (blur) and,
 * after an invalid 开始分析 or an APP_EVENTS.CHECK_INPUT, for every field.
 */
import { proxy } from 'valtio';

import {
  AI_STATUS,
  AI_TEXT,
  emptyMasterForm,
  emptyShortForm,
  emptyUndergraduateForm,
  toAiPayload,
  validateMasterForm,
  validateShortForm,
  validateUndergraduateForm,
  type AiFieldErrors,
  type AiFormName,
  type AiResultItem,
  type AiStatus,
  type ChosenUniversity,
  type JoinListBody,
} from '@/contract/ai';
import { APPLY_MODE } from '@/contract/code-tables';
import { LIMITS } from '@/contract/limits';
import { chooseUniversity } from '@/features/ai-select/api/choose-university';
import type { FullForm } from '@/features/ai-select/state/form-rules';
import {
  GUEST_USER,
  deleteDraft,
  loadDraft,
  saveDraft,
  type FormsByName,
} from '@/features/ai-select/storage/drafts';
import { APP_EVENTS, emitAppEvent } from '@/lib/events';
import { isLoggedIn, onSessionEnd, session } from '@/lib/session';
import { getMode } from '@/lib/storage';
import { showToast } from '@/lib/toast';

export type FullFormName = '01' | '02';

/** Debounce of draft writes: light, so a reload right after typing still finds the text. */
export const DRAFT_SAVE_DELAY_MS = 300;

/** Detail of APP_EVENTS.CHECK_INPUT: which form to check (every form when absent). */
export interface CheckInputDetail {
  form?: AiFormName;
}

/**
 * What the drawer needs of 我的大学List, another slice: the route composing the layout
 * (src/routes/_main.tsx) passes it into AiDrawerHost.
 */
export interface MyUniversityListLink {
  /** Adds a matched school with its scores; resolves the list's item. */
  join: (body: JoinListBody) => Promise<ChosenUniversity>;
  /** The universities already in the list (a quiet read: the results work without it). */
  loadJoinedIds: () => Promise<string[]>;
}

/** Detail of APP_EVENTS.OPEN_AI_DRAWER: optional countries and majors chosen in the short form. */
export interface OpenAiDrawerDetail {
  prefill?: { country: string[]; majors: string[] };
}

interface AiState {
  open: boolean;
  status: AiStatus;
  tab: FullFormName;
  /** Whose drafts the forms hold (user id or 'guest'); null before the first load. */
  userKey: string | null;
  /** The drafts of userKey have been read into the forms. */
  ready: boolean;
  forms: FormsByName;
  /** Fields the student has left (blur), per form: their errors show. */
  touched: Record<AiFormName, string[]>;
  /** 开始分析 was pressed or a check-input event came: every error of the form shows. */
  checked: Record<AiFormName, boolean>;
  /** The majors have their starting value: a draft's, or the default (which then never applies again). */
  majorsSettled: Record<AiFormName, boolean>;
  /** Code of the first major direction (不限专业) once the dictionary has loaded. */
  firstMajor: string | null;
  results: AiResultItem[];
  /** The form of the last successful analysis (the short form refines it). */
  lastSubmitted: FullForm | null;
  joined: string[];
  joining: string[];
}

const byForm = <T>(value: () => T): Record<AiFormName, T> => ({
  '01': value(),
  '02': value(),
  short: value(),
});

/** The store's state before anything happened (also what resetAiStore returns to). */
function initialAiState(): AiState {
  return {
    open: false,
    status: AI_STATUS.FORM,
    tab: APPLY_MODE.UNDERGRADUATE,
    userKey: null,
    ready: false,
    forms: { '01': emptyUndergraduateForm(), '02': emptyMasterForm(), short: emptyShortForm() },
    touched: byForm(() => []),
    checked: byForm(() => false),
    majorsSettled: byForm(() => false),
    firstMajor: null,
    results: [],
    lastSubmitted: null,
    joined: [],
    joining: [],
  };
}

export const aiState = proxy<AiState>(initialAiState());

export function currentUserKey(): string {
  return session.user?.id ?? GUEST_USER;
}

// --- drafts ----------------------------------------------------------------------------------------

const saveTimers = new Map<AiFormName, ReturnType<typeof setTimeout>>();
let loading: { key: string; promise: Promise<void> } | null = null;

function writeDraft(name: AiFormName): Promise<void> {
  const timer = saveTimers.get(name);
  if (timer !== undefined) clearTimeout(timer);
  saveTimers.delete(name);
  const key = aiState.userKey;
  if (key === null) return Promise.resolve();
  return saveDraft(key, name, aiState.forms[name]);
}

function saveSoon(name: AiFormName): void {
  const timer = saveTimers.get(name);
  if (timer !== undefined) clearTimeout(timer);
  saveTimers.set(
    name,
    setTimeout(() => void writeDraft(name), DRAFT_SAVE_DELAY_MS),
  );
}

/** Writes the drafts waiting for their debounce now (closing the drawer, leaving the page). */
export async function flushDrafts(): Promise<void> {
  await Promise.all([...saveTimers.keys()].map((name) => writeDraft(name)));
}

/** Reads the current user's drafts into the forms, once per user (memory is never older than the drafts). */
export function ensureDraftsLoaded(): Promise<void> {
  const key = currentUserKey();
  if (aiState.userKey === key && aiState.ready) return Promise.resolve();
  if (loading?.key === key) return loading.promise;
  const promise = (async () => {
    await flushDrafts();
    aiState.ready = false;
    const [undergraduate, master, short] = await Promise.all([
      loadDraft(key, '01'),
      loadDraft(key, '02'),
      loadDraft(key, 'short'),
    ]);
    // the session changed meanwhile (login, logout): read the new user's drafts instead
    if (currentUserKey() !== key) {
      loading = null;
      return ensureDraftsLoaded();
    }
    aiState.userKey = key;
    aiState.forms = {
      '01': undergraduate ?? emptyUndergraduateForm(),
      '02': master ?? emptyMasterForm(),
      short: short ?? emptyShortForm(),
    };
    aiState.majorsSettled = { '01': undergraduate !== null, '02': master !== null, short: short !== null };
    aiState.touched = byForm(() => []);
    aiState.checked = byForm(() => false);
    applyMajorDefaults();
    aiState.ready = true;
  })().finally(() => {
    if (loading?.promise === promise) loading = null;
  });
  loading = { key, promise };
  return promise;
}

// --- forms ----------------------------------------------------------------------------------------

/** Replaces a form after a change by the student and saves its draft a moment later. */
export function updateForm<N extends AiFormName>(name: N, next: FormsByName[N]): void {
  aiState.forms[name] = next;
  saveSoon(name);
}

/** Applies a rule of state/form-rules.ts to the current form. */
export function editForm<N extends AiFormName>(
  name: N,
  change: (form: FormsByName[N]) => FormsByName[N],
): void {
  updateForm(name, change(aiState.forms[name]));
}

/**
 * Major direction defaults to the first option (SPEC section 4) once the dictionary has loaded, for a
 * form that starts empty (no draft); never again after the student changed it.
 */
export function setFirstMajor(code: string | null): void {
  aiState.firstMajor = code;
  applyMajorDefaults();
}

function applyMajorDefaults(): void {
  const first = aiState.firstMajor;
  if (first === null || aiState.userKey === null) return;
  for (const name of ['01', '02', 'short'] as const) {
    if (!aiState.majorsSettled[name] && aiState.forms[name].majors.length === 0) {
      aiState.forms[name].majors = [first];
      // the default counts as the form's starting value, not as a change by the student
      aiState.majorsSettled[name] = true;
    }
  }
}

export function validateForm(name: AiFormName): AiFieldErrors {
  switch (name) {
    case '01':
      return validateUndergraduateForm(aiState.forms['01']);
    case '02':
      return validateMasterForm(aiState.forms['02']);
    case 'short':
      return validateShortForm(aiState.forms.short);
  }
}

export function hasErrors(errors: AiFieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** The student left a field: its error shows from now on. */
export function touchField(name: AiFormName, field: string): void {
  if (!aiState.touched[name].includes(field)) aiState.touched[name].push(field);
}

/** Shows every error of a form (or of every form): the check-input event. */
export function checkInput(name?: AiFormName): void {
  for (const form of ['01', '02', 'short'] as const) {
    if (name === undefined || name === form) aiState.checked[form] = true;
  }
}

function resetForm(name: FullFormName): void {
  if (name === '01') aiState.forms['01'] = emptyUndergraduateForm();
  else aiState.forms['02'] = emptyMasterForm();
  aiState.touched[name] = [];
  aiState.checked[name] = false;
  aiState.majorsSettled[name] = false;
  applyMajorDefaults();
}

// --- drawer -----------------------------------------------------------------------------------------

let runId = 0;

/**
 * Opening (SPEC section 4): results cleared, status 0, the tab from the stored apply mode (01
 * undergraduate, otherwise master's). Countries and majors from the short form fill both forms.
 */
export function openDrawer(detail?: OpenAiDrawerDetail): void {
  runId += 1;
  aiState.open = true;
  aiState.status = AI_STATUS.FORM;
  aiState.results = [];
  aiState.joined = [];
  aiState.joining = [];
  aiState.tab = getMode() === APPLY_MODE.UNDERGRADUATE ? APPLY_MODE.UNDERGRADUATE : APPLY_MODE.MASTER;
  const prefill = detail?.prefill;
  void ensureDraftsLoaded().then(() => {
    if (!prefill || !Array.isArray(prefill.country) || !Array.isArray(prefill.majors)) return;
    for (const name of ['01', '02'] as const) {
      updateForm(name, {
        ...aiState.forms[name],
        country: [...prefill.country],
        majors: [...prefill.majors],
      });
    }
  });
}

export function closeDrawer(): void {
  aiState.open = false;
  void flushDrafts();
}

export function setTab(tab: FullFormName): void {
  aiState.tab = tab;
}

export function retest(): void {
  runId += 1;
  aiState.status = AI_STATUS.FORM;
  aiState.results = [];
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Runs the analysis of a valid form: status 2, POST, results (status 1) no earlier than 3 s after the
 * start. On a failure (the request client has told why) status 0 comes back with the form untouched.
 * Resolves true on success.
 */
async function analyse(form: FullForm, myList: MyUniversityListLink): Promise<boolean> {
  runId += 1;
  const run = runId;
  aiState.status = AI_STATUS.ANALYSING;
  const minimum = wait(LIMITS.AI_RESULT_DELAY_MS);
  try {
    const results = await chooseUniversity(toAiPayload(form));
    await minimum;
    if (run !== runId) return false;
    aiState.results = results;
    aiState.joined = [];
    aiState.lastSubmitted = form;
    aiState.forms.short = { name: 'short', country: [...form.country], majors: [...form.majors] };
    aiState.touched.short = [];
    aiState.checked.short = false;
    aiState.status = AI_STATUS.RESULTS;
    if (isLoggedIn()) void markJoined(run, myList);
    return true;
  } catch {
    if (run === runId) aiState.status = AI_STATUS.FORM;
    return false;
  }
}

/** 开始分析: an invalid form emits the check-input event (every error shows); a valid one is analysed. */
export async function startAnalysis(myList: MyUniversityListLink): Promise<void> {
  const name = aiState.tab;
  if (hasErrors(validateForm(name))) {
    emitAppEvent<CheckInputDetail>(APP_EVENTS.CHECK_INPUT, { form: name });
    return;
  }
  // a plain copy: the form in the store may change (or be reset) while the request runs
  const form = JSON.parse(JSON.stringify(aiState.forms[name])) as FullForm;
  const key = aiState.userKey;
  if (await analyse(form, myList)) {
    // SPEC section 4: the form is reset after submit; its draft goes with it
    resetForm(name);
    const timer = saveTimers.get(name);
    if (timer !== undefined) clearTimeout(timer);
    saveTimers.delete(name);
    if (key !== null) await deleteDraft(key, name);
  }
}

/** The short form in the results view: the last analysis again with other countries and majors. */
export async function refineAnalysis(
  values: { country: string[]; majors: string[] },
  myList: MyUniversityListLink,
): Promise<void> {
  const last = aiState.lastSubmitted;
  if (!last) return;
  await analyse({ ...last, country: [...values.country], majors: [...values.majors] }, myList);
}

// --- results ---------------------------------------------------------------------------------------

/**
 * Marks the results already in the student's 我的大学List (from an earlier analysis or a school's page) as
 * 已加入. Best effort: without it (offline, a failed read) the buttons stay and joining again updates the row.
 */
async function markJoined(run: number, myList: MyUniversityListLink): Promise<void> {
  try {
    const ids = new Set(await myList.loadJoinedIds());
    if (run !== runId) return;
    for (const item of aiState.results) {
      if (ids.has(item.universityId) && !aiState.joined.includes(item.universityId)) {
        aiState.joined.push(item.universityId);
      }
    }
  } catch {
    // quiet (see MyUniversityListLink.loadJoinedIds)
  }
}

/** 加入我的大学List (login checked by the caller): POST, toast, join-list event, item marked joined. */
export async function joinResult(
  item: AiResultItem,
  myList: MyUniversityListLink,
): Promise<ChosenUniversity | null> {
  if (aiState.joining.includes(item.universityId) || aiState.joined.includes(item.universityId)) return null;
  aiState.joining.push(item.universityId);
  try {
    const chosen = await myList.join({
      universityId: item.universityId,
      matchingState: item.matchingState,
      backgroudResult: item.backgroudResult,
      majorResult: item.majorResult,
      scoreResult: item.scoreResult,
      studyResult: item.studyResult,
      systemResult: item.systemResult,
    });
    aiState.joined.push(item.universityId);
    showToast({ type: 'success', message: AI_TEXT.joined(item.nameCn) });
    emitAppEvent<ChosenUniversity>(APP_EVENTS.JOIN_LIST, chosen);
    return chosen;
  } catch {
    // the request client has shown why
    return null;
  } finally {
    aiState.joining = aiState.joining.filter((id) => id !== item.universityId);
  }
}

/** Back to the state of a fresh page load, pending draft writes dropped (tests; a reload does the same). */
export function resetAiStore(): void {
  for (const timer of saveTimers.values()) clearTimeout(timer);
  saveTimers.clear();
  loading = null;
  runId += 1;
  Object.assign(aiState, initialAiState());
}

// Logout or expiry wipes the user's drafts (src/lib/session.ts): a debounced write must not bring one
// back, and the next open reads the guest's drafts.
onSessionEnd(resetAiStore);

if (typeof window !== 'undefined') {
  // a tab closed or hidden right after typing still keeps the text
  window.addEventListener('pagehide', () => void flushDrafts());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void flushDrafts();
  });
}
