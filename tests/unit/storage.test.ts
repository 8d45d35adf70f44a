import { describe, expect, it, vi } from 'vitest';

import { getDb, metaGet, storageHealth } from '@/lib/idb';
import {
  clearAll,
  getItem,
  getMode,
  hasUserInfo,
  loadUserInfo,
  removeItem,
  saveUserInfo,
  setItem,
  setMode,
} from '@/lib/storage';

import { student } from '../mocks/users';

describe('local storage keys', () => {
  it('carry the std_ prefix', () => {
    setItem('token', 'tok-1');
    expect(localStorage.getItem('std_token')).toBe('tok-1');
    expect(getItem('token')).toBe('tok-1');
    removeItem('token');
    expect(localStorage.getItem('std_token')).toBeNull();
  });

  it('are all cleared by clearAll, and nothing else is', () => {
    setItem('token', 'tok-1');
    setItem('mode', '02');
    localStorage.setItem('chakra-ui-color-mode', 'light');
    clearAll();
    expect(Object.keys(localStorage)).toEqual(['chakra-ui-color-mode']);
  });

  it('report a full storage in storageHealth', () => {
    vi.stubGlobal('localStorage', {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    expect(() => setItem('token', 'tok-1')).toThrow('full');
    expect(storageHealth.quotaExceeded).toBe(true);
  });
});

describe('the apply mode', () => {
  it('defaults to 01', () => {
    expect(getMode()).toBe('01');
  });

  it('keeps what was set', () => {
    setMode('02');
    expect(getMode()).toBe('02');
    expect(localStorage.getItem('std_mode')).toBe('02');
  });

  it('falls back to 01 when the stored value is not a mode', () => {
    localStorage.setItem('std_mode', '07');
    expect(getMode()).toBe('01');
  });
});

describe('the user info', () => {
  it('is stored encrypted: the raw value contains neither the name nor the mobile', async () => {
    await saveUserInfo(student);
    const raw = localStorage.getItem('std_user_info') ?? '';
    expect(raw).not.toBe('');
    expect(raw).not.toContain(student.nameCn);
    expect(raw).not.toContain(student.mobile);
    expect(raw).not.toContain('nameCn');
    expect(atob(raw)).not.toContain(student.mobile);
  });

  it('decrypts back to the same user', async () => {
    await saveUserInfo(student);
    await expect(loadUserInfo()).resolves.toEqual(student);
  });

  it('uses a fresh IV on every write', async () => {
    await saveUserInfo(student);
    const first = localStorage.getItem('std_user_info');
    await saveUserInfo(student);
    expect(localStorage.getItem('std_user_info')).not.toBe(first);
    await expect(loadUserInfo()).resolves.toEqual(student);
  });

  it('writes std_user_id, std_username and std_role beside it', async () => {
    await saveUserInfo(student);
    expect(localStorage.getItem('std_user_id')).toBe(student.id);
    expect(localStorage.getItem('std_username')).toBe(student.mobile);
    expect(localStorage.getItem('std_role')).toBe('USER');
  });

  it('keeps its key in IndexedDB as a non-extractable CryptoKey, never in localStorage', async () => {
    await saveUserInfo(student);
    const key = await metaGet('userInfoKey');
    expect(key).toBeInstanceOf(CryptoKey);
    expect(key?.extractable).toBe(false);
    expect(key?.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    expect(Object.keys(localStorage).sort()).toEqual([
      'std_role',
      'std_user_id',
      'std_user_info',
      'std_username',
    ]);
  });

  it('is null and removed when the ciphertext was tampered with', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await saveUserInfo(student);
    const raw = localStorage.getItem('std_user_info') ?? '';
    const bytes = Uint8Array.from(atob(raw), (c) => c.charCodeAt(0));
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    localStorage.setItem('std_user_info', btoa(String.fromCharCode(...bytes)));

    await expect(loadUserInfo()).resolves.toBeNull();
    expect(localStorage.getItem('std_user_info')).toBeNull();
    expect(hasUserInfo()).toBe(false);
  });

  it('is null and removed when the value is not even base64', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await saveUserInfo(student);
    localStorage.setItem('std_user_info', '{"nameCn":"李明轩"}');
    await expect(loadUserInfo()).resolves.toBeNull();
    expect(localStorage.getItem('std_user_info')).toBeNull();
  });

  it('is null and removed when its key is gone from IndexedDB', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await saveUserInfo(student);
    await (await getDb()).delete('meta', 'userInfoKey');
    await expect(loadUserInfo()).resolves.toBeNull();
    expect(hasUserInfo()).toBe(false);
  });

  it('is null when nothing was stored', async () => {
    await expect(loadUserInfo()).resolves.toBeNull();
    expect(hasUserInfo()).toBe(false);
  });

  it('is reported present synchronously once saved', async () => {
    await saveUserInfo(student);
    expect(hasUserInfo()).toBe(true);
  });
});
