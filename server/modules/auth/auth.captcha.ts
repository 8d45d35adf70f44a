/**
 * Image captcha of the password login, drawn by svg-captcha. The text comes from node:crypto (svg-captcha's
 * own generator uses Math.random); tests inject a fixed text through buildApp({ captchaText }).
 */
import { createRequire } from 'node:module';

import type * as SvgCaptcha from 'svg-captcha';

import { randomChars } from '../../lib/crypto.ts';

/** No look-alikes: 0/o/O, 1/l/I, 2/z/Z, 5/s/S, 9/g/q. */
const ALPHABET = '34678abcdefhjkmnprtuvwxyABCDEFGHJKLMNPRTUVWXY';
const LENGTH = 4;

type CaptchaOptions = NonNullable<Parameters<typeof SvgCaptcha.create>[0]>;

// svg-captcha's typings omit its default export, the function that draws a given text.
const render = createRequire(import.meta.url)('svg-captcha') as (
  text: string,
  options?: CaptchaOptions,
) => string;

export function randomCaptchaText(): string {
  return randomChars(ALPHABET, LENGTH);
}

export function drawCaptcha(text: string): string {
  return render(text, { width: 120, height: 40, fontSize: 44, noise: 2, color: true, background: '#f3f6fb' });
}

/** Answers are case-insensitive. */
export function normalizeCaptchaAnswer(answer: string): string {
  return answer.trim().toLowerCase();
}
