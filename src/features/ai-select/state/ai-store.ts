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
import type { StudentProfile } from '@/contract/user';
import { prefillFromProfile, type FullForm } from '@/features/ai-select/state/form-rules';
import { GUEST_USER, loadDraft, saveDraft, type FormsByName } from '@/features/ai-select/storage/drafts';
import { saveGuestResults, takeGuestResults } from '@/features/ai-select/storage/guest-results';
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

/**
 * What the drawer needs of the profile slice (passed in by src/routes/_main.tsx like MyUniversityListLink):
 * the logged-in student's profile, which fills the blank forms. A failure is quiet (null).
 */
export interface ProfileLink {
  loadProfile: (userId: string) => Promise<StudentProfile>;
}

/**
 * Detail of APP_EVENTS.OPEN_AI_DRAWER: optional countries and majors chosen in the short form; `resume`
 * (from AiDrawerHost after a login) reopens on the results a visitor kept (storage/guest-results.ts).
 */
export interface OpenAiDrawerDetail {
  prefill?: { country: string[]; majors: string[] };
  resume?: boolean;
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
  /** The form has not been edited since it started empty (no draft, or reset): the profile may fill it. */
  blank: Record<FullFormName, boolean>;
  /** The profile is being read before the forms show (first open of a logged-in student). */
  prefilling: boolean;
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
    blank: { '01': true, '02': true },
    prefilling: false,
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
    // a saved draft is the student's latest answers: it wins over the profile
    aiState.blank = { '01': undergraduate === null, '02': master === null };
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
  if (name !== 'short') aiState.blank[name as FullFormName] = false;
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

// --- profile ----------------------------------------------------------------------------------------

/** One read of the profile per user and page load (a failure is forgotten, the next open asks again). */
let profileRead: {
  userId: string;
  promise: Promise<StudentProfile | null>;
  value?: StudentProfile | null;
} | null = null;

function readProfile(loader: ProfileLink['loadProfile'] | undefined): {
  value?: StudentProfile | null;
  promise: Promise<StudentProfile | null>;
} {
  const user = session.user;
  if (!loader || !isLoggedIn() || !user) return { value: null, promise: Promise.resolve(null) };
  if (profileRead?.userId !== user.id) {
    const read = {
      userId: user.id,
      promise: loader(user.id).catch(() => null),
    } as NonNullable<typeof profileRead>;
    profileRead = read;
    void read.promise.then((profile) => {
      if (profileRead !== read) return;
      if (profile === null) profileRead = null;
      else read.value = profile;
    });
  }
  return profileRead;
}

/** The profile's intention as a tab, when it has one. */
function intentionTab(profile: StudentProfile | null | undefined): FullFormName | null {
  const intention = profile?.studyIntentionType;
  return intention === APPLY_MODE.UNDERGRADUATE || intention === APPLY_MODE.MASTER ? intention : null;
}

/** Fills the forms still blank (no draft, not edited) from the profile; not a draft of its own. */
function applyProfile(profile: StudentProfile): void {
  if (aiState.blank['01']) aiState.forms['01'] = prefillFromProfile(aiState.forms['01'], profile);
  if (aiState.blank['02']) aiState.forms['02'] = prefillFromProfile(aiState.forms['02'], profile);
}

// --- drawer -----------------------------------------------------------------------------------------

let runId = 0;

/**
 * Opening (SPEC section 4): results cleared, status 0, the tab from the stored apply mode (01
 * undergraduate, otherwise master's). Countries and majors from the short form fill both forms.
 */
export function openDrawer(detail?: OpenAiDrawerDetail, profileLink?: Partial<ProfileLink>): void {
  runId += 1;
  const run = runId;
  aiState.open = true;
  aiState.status = AI_STATUS.FORM;
  aiState.results = [];
  aiState.joined = [];
  aiState.joining = [];
  // a logged-in student's profile intention (a master's applicant opens on 申请硕士), else the apply mode
  const profile = readProfile(profileLink?.loadProfile);
  aiState.tab =
    intentionTab(profile.value) ??
    (getMode() === APPLY_MODE.UNDERGRADUATE ? APPLY_MODE.UNDERGRADUATE : APPLY_MODE.MASTER);
  if (profile.value === undefined) aiState.prefilling = true;
  const prefill = detail?.prefill;
  void Promise.all([ensureDraftsLoaded(), profile.promise]).then(([, loaded]) => {
    if (run === runId) aiState.prefilling = false;
    if (loaded) {
      applyProfile(loaded);
      const tab = intentionTab(loaded);
      if (tab && run === runId && aiState.status === AI_STATUS.FORM) aiState.tab = tab;
    }
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

/** 重新测试: back to the form of the last analysis with its answers, ready to edit (and saved as its draft). */
export function retest(): void {
  runId += 1;
  const last = aiState.lastSubmitted;
  if (last) {
    const form = JSON.parse(JSON.stringify(last)) as FullForm;
    aiState.tab = form.name;
    if (form.name === '01') updateForm('01', form);
    else updateForm('02', form);
    aiState.touched[form.name] = [];
    aiState.checked[form.name] = false;
    aiState.majorsSettled[form.name] = true;
  }
  aiState.prefilling = false;
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
    // SPEC section 4 resets the form after submit: its checks start over (no error shown), but the answers
    // stay, in the store and in their draft, so that reopening the drawer (a reload too) or 重新测试 starts
    // from what the student entered instead of typing it all again on a phone
    aiState.touched[name] = [];
    aiState.checked[name] = false;
    if (key !== null) saveSoon(name);
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

/**
 * A visitor tapped 加入我的大学List: the results, the analysed form and the school are kept in
 * sessionStorage for after the login (storage/guest-results.ts). The caller then goes to /login.
 */
export function keepResultsForLogin(item: AiResultItem): void {
  saveGuestResults({
    results: aiState.results as AiResultItem[],
    request: aiState.lastSubmitted as FullForm | null,
    joinUniversityId: item.universityId,
  });
}

/**
 * Back from the login (AiDrawerHost saw kept results and a logged-in student): the drawer opens on the
 * kept results, marks those already in 我的大学List, then joins the school whose button was tapped. The
 * kept row is deleted as it is read; without one (already used, expired) nothing happens.
 */
export async function resumeGuestResults(myList: MyUniversityListLink): Promise<void> {
  if (!isLoggedIn()) return;
  const kept = takeGuestResults();
  if (!kept) return;
  runId += 1;
  const run = runId;
  aiState.open = true;
  aiState.prefilling = false;
  aiState.results = kept.results;
  aiState.lastSubmitted = kept.request;
  aiState.joined = [];
  aiState.joining = [];
  if (kept.request) aiState.tab = kept.request.name;
  aiState.status = AI_STATUS.RESULTS;
  await ensureDraftsLoaded();
  if (run !== runId) return;
  if (kept.request) {
    aiState.forms.short = {
      name: 'short',
      country: [...kept.request.country],
      majors: [...kept.request.majors],
    };
  }
  await markJoined(run, myList);
  if (run !== runId || kept.joinUniversityId === null) return;
  const item = aiState.results.find((result) => result.universityId === kept.joinUniversityId);
  if (item) await joinResult(JSON.parse(JSON.stringify(item)) as AiResultItem, myList);
}

/** Back to the state of a fresh page load, pending draft writes dropped (tests; a reload does the same). */
export function resetAiStore(): void {
  for (const timer of saveTimers.values()) clearTimeout(timer);
  saveTimers.clear();
  loading = null;
  profileRead = null;
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
