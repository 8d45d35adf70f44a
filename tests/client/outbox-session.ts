/**
 * The session and outbox around a client test that writes through the outbox: signed in before each test;
 * after it, held requests released, the outbox stopped, the slice's store reset and the queue settled.
 */
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

import type { CurrentUser } from '@/contract/user';
import { resetChat } from '@/features/chat/state/chat-actions';
import { flush, stopOutbox } from '@/lib/outbox';
import { session, setNavigator } from '@/lib/session';

const gates: (() => void)[] = [];

/** A promise the test releases (released anyway after the test, so the outbox can finish). */
export function openGate() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  gates.push(release);
  return { gate, release };
}

export function signIn(user: CurrentUser, token = 'tok-1') {
  session.token = token;
  session.user = user;
  setNavigator(() => undefined);
}

export function useOutboxSession(options: { user?: CurrentUser; token?: string; reset?: () => void } = {}) {
  const { user, token, reset = resetChat } = options;
  if (user) beforeEach(() => signIn(user, token));
  afterEach(async () => {
    gates.splice(0).forEach((release) => release());
    stopOutbox();
    reset();
    session.user = null;
    await flush();
  });
}

/** Waits for the first of the elements whose text holds `text`. */
export function findWithText(elements: () => HTMLElement[], text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = elements().find((element) => element.textContent?.includes(text));
    if (!found) throw new Error(`nothing shows ${text}`);
    return found;
  });
}
