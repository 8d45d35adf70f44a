/**
 * Password login back-off (LOGIN_BACKOFF in the contract). Wrong passwords never lock an account: they make
 * the password login of the phone number, and of the client address, wait. The wait doubles with each
 * failure past the free ones, up to the longest. Only password login is concerned: sessions, sms login and
 * sms codes are not. Unknown numbers are counted like registered ones, so the back-off tells nothing.
 */
import { normalizeIP } from '@fastify/rate-limit';

import { LOGIN_BACKOFF } from '../../../src/contract/auth.ts';
import { addMs } from '../../lib/clock.ts';
import type { AuthRepository } from './auth.repository.ts';

/** The wait after the given number of failures in a row (0 while they are free). */
export function backoffWaitMs(failures: number, freeFailures: number): number {
  if (failures < freeFailures) return 0;
  const doublings = Math.min(failures - freeFailures, 30);
  return Math.min(LOGIN_BACKOFF.FIRST_WAIT_MS * 2 ** doublings, LOGIN_BACKOFF.MAX_WAIT_MS);
}

export function phoneBackoffKey(phone: string): string {
  return `phone:${phone}`;
}

/** IPv6 clients count per /64, as in the rate limits. */
export function addressBackoffKey(clientAddress: string): string {
  return `address:${normalizeIP(clientAddress)}`;
}

export function createLoginBackoff(repository: AuthRepository) {
  function keysOf(phone: string, clientAddress: string) {
    return [
      { key: phoneBackoffKey(phone), free: LOGIN_BACKOFF.PHONE_FREE_FAILURES },
      { key: addressBackoffKey(clientAddress), free: LOGIN_BACKOFF.ADDRESS_FREE_FAILURES },
    ];
  }

  return {
    /** Milliseconds the password login of this number from this address must still wait (0: none). */
    async remainingMs(phone: string, clientAddress: string, now: Date): Promise<number> {
      const keys = keysOf(phone, clientAddress).map(({ key }) => key);
      const until = await repository.blockedUntil(keys, now);
      return until ? until.getTime() - now.getTime() : 0;
    },

    async recordFailure(phone: string, clientAddress: string, now: Date): Promise<void> {
      const forgetBefore = addMs(now, -LOGIN_BACKOFF.FORGET_AFTER_MS);
      for (const { key, free } of keysOf(phone, clientAddress)) {
        const failures = await repository.countLoginFailure(key, now, forgetBefore);
        const wait = backoffWaitMs(failures, free);
        if (wait > 0) await repository.blockLogin(key, addMs(now, wait));
      }
      await repository.deleteForgottenLoginFailures(forgetBefore, now);
    },

    /** A success (or an sms password reset) clears the number's count; the address keeps its own. */
    async clear(phone: string): Promise<void> {
      await repository.clearLoginFailures(phoneBackoffKey(phone));
    },
  };
}
