/**
 * Service selector and onboarding rules (SPEC sections 2 and 4).
 *
 * Section 4 says "choice 2 means DIY, 1 advisor, otherwise online", but the cards are 资深顾问 (0),
 * AI数字顾问 (1) and DIY申请 (2): read literally, 资深顾问 would set ONLINE and AI数字顾问 ADVISOR.
 * The card labels win: each card sets the service type it names.
 */
import type { ServiceType } from '@/contract/code-tables';
import { SESSION_KEYS } from '@/contract/limits';
import type { CurrentUser } from '@/contract/user';

export interface ServiceChoice {
  index: 0 | 1 | 2;
  serviceType: ServiceType;
  title: string;
  subtitle: string;
  points: readonly string[];
  action: string;
}

export const SERVICE_CHOICES: readonly ServiceChoice[] = [
  {
    index: 0,
    serviceType: 'ADVISOR',
    title: '资深顾问',
    subtitle: '资深留学顾问一对一全程服务',
    points: ['定制选校与专业规划', '文书、网申与面试辅导', '签证与行前一站式跟进'],
    action: '选择资深顾问',
  },
  {
    index: 1,
    serviceType: 'ONLINE',
    title: 'AI数字顾问',
    subtitle: 'AI 智能评估，线上顾问随时答疑',
    points: ['AI 智能选校与匹配度分析', '申请进度与任务提醒', '线上顾问答疑'],
    action: '选择AI数字顾问',
  },
  {
    index: 2,
    serviceType: 'DIY',
    title: 'DIY申请',
    subtitle: '自己动手，平台资源免费用',
    points: ['院校库、专业库与排名', '留学圈与问答交流', '随时可升级会员服务'],
    action: '返回主页',
  },
];

export function serviceChoice(index: number): ServiceChoice {
  const choice = SERVICE_CHOICES.find((c) => c.index === index);
  if (!choice) throw new Error(`no service choice ${index}`);
  return choice;
}

export type OnboardingStep = 'profile' | 'selector' | null;

/** ✕ on the selector means "later": not again on this device for this long. */
export const SELECTOR_LATER_MS = 24 * 3_600_000;

/** What the layout knows of the device when it decides (localStorage, the network). */
export interface OnboardingDevice {
  /** A visitor has seen the selector on this device. */
  seen: boolean;
  /** Epoch ms until which ✕ put the selector off on this device (0: never). */
  laterUntil: number;
  now: number;
  online: boolean;
}

/**
 * Layout mount (SPEC section 4): logged in without a name -> profile dialog; logged in with a name but no
 * service type -> selector, unless ✕ put it off on this device within a day; not logged in -> selector once
 * per device. Never offline, where no choice could be saved; never over a page opened from a shared link (the
 * layout holds it until the next page).
 */
export function decideOnboarding(input: {
  loggedIn: boolean;
  user: Pick<CurrentUser, 'nameCn' | 'serviceType'> | null;
  device: OnboardingDevice;
}): OnboardingStep {
  const { device } = input;
  if (input.loggedIn && input.user) {
    if (!input.user.nameCn) return 'profile';
    if (input.user.serviceType) return null;
    return device.online && device.now >= device.laterUntil ? 'selector' : null;
  }
  return device.online && !device.seen ? 'selector' : null;
}

/** After the profile is saved the selector opens if there is no service type. */
export function stepAfterProfileSaved(user: Pick<CurrentUser, 'serviceType'> | null): OnboardingStep {
  return user?.serviceType ? null : 'selector';
}

const SEEN_KEY = 'service_selector_seen';
const LATER_KEY = 'service_selector_later';

function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStored(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // storage refused (private mode, full): the selector may come again, nothing else is lost
  }
}

/** The device's side of the decision, now. */
export function onboardingDevice(now: number = Date.now()): OnboardingDevice {
  return {
    seen: readStored(SEEN_KEY) === '1',
    laterUntil: Number(readStored(LATER_KEY) ?? 0) || 0,
    now,
    online: typeof navigator === 'undefined' || navigator.onLine !== false,
  };
}

export function markSelectorShown(): void {
  writeStored(SEEN_KEY, '1');
}

/** ✕ on the selector: not again on this device for SELECTOR_LATER_MS. */
export function putSelectorOff(now: number = Date.now()): void {
  writeStored(LATER_KEY, String(now + SELECTOR_LATER_MS));
}

/**
 * A deep page opened from elsewhere (a shared link, a search result): the page the document was loaded at (not
 * one reached in the app since, such as after 登录), not the home page, not a reload or a step back, and no
 * referrer of this site.
 */
export function openedFromSharedLink(
  page: { pathname: string; landingPathname: string; navigationType: string },
  referrer: string,
  origin: string,
): boolean {
  return (
    page.pathname === page.landingPathname &&
    page.pathname !== '/' &&
    page.navigationType === 'navigate' &&
    !referrer.startsWith(`${origin}/`)
  );
}

/** Records the selection in the session keys selected_adviser and adviser_list (SPEC section 4). */
export function recordSelection(choice: ServiceChoice): void {
  const brief = (c: ServiceChoice) => ({ index: c.index, serviceType: c.serviceType, title: c.title });
  sessionStorage.setItem(SESSION_KEYS.SELECTED_ADVISER, JSON.stringify(brief(choice)));
  sessionStorage.setItem(SESSION_KEYS.ADVISER_LIST, JSON.stringify(SERVICE_CHOICES.map(brief)));
}
