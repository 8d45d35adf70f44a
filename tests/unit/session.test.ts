import { describe, expect, it, vi } from 'vitest';

import { hasSignedInHint } from '@/contract/signed-in';
import { aiDraftKey, chatHistoryId, getDb, metaGet } from '@/lib/idb';
import {
  clearSession,
  endSession,
  expireSession,
  isLoggedIn,
  loadSession,
  onSessionEnd,
  saveSession,
  session,
  setNavigator,
  setUser,
} from '@/lib/session';
import { getMode, loadUserInfo, saveUserInfo, setMode } from '@/lib/storage';

import { recordToasts } from '../mocks/toasts';
import { otherStudent, student } from '../mocks/users';

async function seedRows(userId: string) {
  const db = await getDb();
  await db.put('chatHistory', {
    id: chatHistoryId(userId, 'm1'),
    userId,
    peerId: 'cs-1',
    seq: 1,
    message: { text: '你好' },
  });
  await db.put(
    'aiDrafts',
    { userId, formName: '01', values: { total: '700' }, updatedAt: 1 },
    aiDraftKey(userId, '01'),
  );
  await db.put('outbox', {
    id: `${userId}-o1`,
    userId,
    kind: 'circle.post',
    method: 'POST',
    path: '/student/api/circle/post',
    payload: { content: '分享' },
    createdAt: 1,
    state: 'pending',
    attempts: 0,
    lastError: null,
    nextAttemptAt: 1,
  });
}

async function rowCounts(userId: string) {
  const db = await getDb();
  return {
    chat: (await db.getAllKeysFromIndex('chatHistory', 'byUserId', userId)).length,
    drafts: (await db.getAllKeys('aiDrafts', IDBKeyRange.bound(`${userId}:`, `${userId}:\uffff`))).length,
    outbox: (await db.getAllKeysFromIndex('outbox', 'byUserId', userId)).length,
  };
}

describe('the login state', () => {
  it('is false for a new visitor', async () => {
    await loadSession();
    expect(session.loaded).toBe(true);
    expect(isLoggedIn()).toBe(false);
  });

  it('is true when both a token and the user info are stored', async () => {
    localStorage.setItem('std_token', 'tok-1');
    await saveUserInfo(student);
    await loadSession();
    expect(isLoggedIn()).toBe(true);
    expect(session.token).toBe('tok-1');
    expect(session.user).toEqual(student);
  });

  it('is false with a token but no user info, and the token is cleared', async () => {
    localStorage.setItem('std_token', 'tok-1');
    await loadSession();
    expect(isLoggedIn()).toBe(false);
    expect(localStorage.getItem('std_token')).toBeNull();
  });

  it('is false with user info but no token, and the user info is cleared', async () => {
    await saveUserInfo(student);
    await loadSession();
    expect(isLoggedIn()).toBe(false);
    expect(localStorage.getItem('std_user_info')).toBeNull();
    expect(localStorage.getItem('std_user_id')).toBeNull();
  });

  it('is false when the stored user info cannot be decrypted', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('std_token', 'tok-1');
    localStorage.setItem('std_user_info', 'AAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await loadSession();
    expect(isLoggedIn()).toBe(false);
    expect(localStorage.getItem('std_token')).toBeNull();
  });

  it('is true after saveSession, which stores the token and the encrypted user', async () => {
    await saveSession('tok-2', student);
    expect(isLoggedIn()).toBe(true);
    expect(localStorage.getItem('std_token')).toBe('tok-2');
    await expect(loadUserInfo()).resolves.toEqual(student);
  });
});

describe("the signed-in hint for the server's page shells", () => {
  /** Whether the browser would send the hint with the next page request. */
  const hinted = () => hasSignedInHint(document.cookie);

  it('is set by a login and by a start with a stored session, and removed when there is none', async () => {
    await saveSession('tok-1', student);
    expect(hinted()).toBe(true);
    await clearSession();
    expect(hinted()).toBe(false);
    localStorage.setItem('std_token', 'tok-1');
    await saveUserInfo(student);
    await loadSession();
    expect(hinted()).toBe(true);
    localStorage.removeItem('std_token');
    await loadSession();
    expect(hinted()).toBe(false);
  });
});

describe('changing the user', () => {
  it('re-encrypts the stored user info', async () => {
    await saveSession('tok-1', student);
    const before = localStorage.getItem('std_user_info');
    await setUser({ ...student, nameCn: '李明' });
    expect(session.user?.nameCn).toBe('李明');
    expect(localStorage.getItem('std_user_info')).not.toBe(before);
    await expect(loadUserInfo()).resolves.toMatchObject({ nameCn: '李明' });
  });
});

describe('clearing the session', () => {
  it('wipes every std_ key and keeps the keys of others', async () => {
    await saveSession('tok-1', student);
    setMode('02');
    localStorage.setItem('chakra-ui-color-mode', 'light');
    await clearSession();
    expect(Object.keys(localStorage)).toEqual(['chakra-ui-color-mode']);
    expect(getMode()).toBe('01');
    expect(isLoggedIn()).toBe(false);
  });

  it("deletes the user's chat history, drafts and outbox and keeps another user's", async () => {
    await saveSession('tok-1', student);
    await seedRows(student.id);
    await seedRows(otherStudent.id);
    await clearSession();
    expect(await rowCounts(student.id)).toEqual({ chat: 0, drafts: 0, outbox: 0 });
    expect(await rowCounts(otherStudent.id)).toEqual({ chat: 1, drafts: 1, outbox: 1 });
  });

  it('forgets the key of the user info', async () => {
    await saveSession('tok-1', student);
    await clearSession();
    await expect(metaGet('userInfoKey')).resolves.toBeUndefined();
  });
});

describe('ending the session', () => {
  it('runs the session-end callbacks, clears the session and navigates', async () => {
    await saveSession('tok-1', student);
    const navigate = vi.fn();
    setNavigator(navigate);
    const ended = vi.fn(() => {
      // callbacks run while the session still exists (the socket can say goodbye)
      expect(session.token).toBe('tok-1');
    });
    const off = onSessionEnd(ended);
    await endSession({ to: '/' });
    off();
    expect(ended).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(isLoggedIn()).toBe(false);
    expect(localStorage.getItem('std_token')).toBeNull();
  });

  it('stops calling a callback once it is unsubscribed', async () => {
    setNavigator(vi.fn());
    const ended = vi.fn();
    onSessionEnd(ended)();
    await endSession({ to: '/' });
    expect(ended).not.toHaveBeenCalled();
  });
});

describe('an expired login', () => {
  it('goes to /login with one 登录过期 toast for 5 s, even when reported twice at once', async () => {
    const toasts = recordToasts();
    await saveSession('tok-1', student);
    const navigate = vi.fn();
    setNavigator(navigate);
    const ended = vi.fn();
    const off = onSessionEnd(ended);
    await Promise.all([expireSession(), expireSession()]);
    off();
    expect(ended).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(toasts.shown).toEqual([
      { id: expect.any(String), type: 'error', message: '登录过期', duration: 5000 },
    ]);
    expect(isLoggedIn()).toBe(false);
  });

  it('keeps the way to /login of a session ended before the router is mounted, and takes it then', async () => {
    setNavigator(null);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await saveSession('tok-1', student);
    await expireSession();
    // no reload (it would lose the 登录过期 toast) and nowhere to go yet
    expect(assign).not.toHaveBeenCalled();
    const navigate = vi.fn();
    setNavigator(navigate);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login');
    // taken once: a later router does not go there again
    const later = vi.fn();
    setNavigator(later);
    expect(later).not.toHaveBeenCalled();
    assign.mockRestore();
  });

  it('can expire again after a new login', async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    await saveSession('tok-1', student);
    await expireSession();
    await saveSession('tok-2', student);
    await expireSession();
    expect(navigate).toHaveBeenCalledTimes(2);
    expect(isLoggedIn()).toBe(false);
  });
});

describe('another tab', () => {
  it('logging out ends the session in this tab too', async () => {
    await saveSession('tok-1', student);
    const ended = vi.fn();
    const off = onSessionEnd(ended);
    localStorage.removeItem('std_token');
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'std_token',
        oldValue: 'tok-1',
        newValue: null,
        storageArea: localStorage,
      }),
    );
    off();
    expect(isLoggedIn()).toBe(false);
    expect(ended).toHaveBeenCalledTimes(1);
    // the server's next page shell is a visitor's again
    expect(hasSignedInHint(document.cookie)).toBe(false);
  });

  it('changing an unrelated key changes nothing', async () => {
    await saveSession('tok-1', student);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'std_mode',
        oldValue: '01',
        newValue: null,
        storageArea: localStorage,
      }),
    );
    expect(isLoggedIn()).toBe(true);
  });
});
