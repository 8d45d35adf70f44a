/**
 * localStorage of the app (SPEC section 9): every key carries the prefix `std_`.
 *
 * What is stored where, and why:
 * - `std_token`: the session token, read synchronously by the request client.
 * - `std_user_info`: the current user, encrypted with AES-GCM as base64(iv || ciphertext) with a
 *   random 12-byte IV per write. The key is a non-extractable CryptoKey kept in IndexedDB (`meta`,
 *   see src/lib/idb.ts) and never written here, so the stored value reveals neither the name nor
 *   the mobile number to anything reading localStorage.
 * - `std_user_id`, `std_username` (the mobile number), `std_role`: plain copies written with the user
 *   info, for code that needs them synchronously before the user info is decrypted.
 * - `std_mode`: the apply mode ('01' undergraduate, '02' master's), default '01'.
 * - `std_permission`, `std_router`: reserved keys of the spec, cleared with the rest.
 * Keys without the prefix belong to somebody else and are never touched.
 */
import { APPLY_MODES, type ApplyMode } from '@/contract/code-tables';
import { DEFAULT_MODE, STORAGE_PREFIX, type StorageKey } from '@/contract/limits';
import { currentUserSchema, type CurrentUser } from '@/contract/user';

import { metaDelete, metaGet, metaSet, noteStorageError } from './idb';

const IV_BYTES = 12;
const USER_INFO_KEYS: readonly StorageKey[] = ['user_info', 'user_id', 'username', 'role'];

export function storageKey(key: StorageKey): string {
  return `${STORAGE_PREFIX}${key}`;
}

export function getItem(key: StorageKey): string | null {
  return localStorage.getItem(storageKey(key));
}

export function setItem(key: StorageKey, value: string): void {
  try {
    localStorage.setItem(storageKey(key), value);
  } catch (error) {
    throw noteStorageError(error);
  }
}

export function removeItem(key: StorageKey): void {
  localStorage.removeItem(storageKey(key));
}

/** Removes every `std_` key and nothing else. */
export function clearAll(): void {
  const ours: string[] = [];
  for (let i = 0; i < localStorage.length; i += 1) {
    const key = localStorage.key(i);
    if (key?.startsWith(STORAGE_PREFIX)) ours.push(key);
  }
  for (const key of ours) localStorage.removeItem(key);
}

export function getMode(): ApplyMode {
  const stored = getItem('mode');
  return APPLY_MODES.find((mode) => mode === stored) ?? DEFAULT_MODE;
}

export function setMode(mode: ApplyMode): void {
  setItem('mode', mode);
}

// --- encrypted user info -------------------------------------------------------------------

let creatingKey: Promise<CryptoKey> | null = null;

async function getOrCreateKey(): Promise<CryptoKey> {
  const existing = await metaGet('userInfoKey');
  if (existing) return existing;
  creatingKey ??= (async () => {
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ]);
    await metaSet('userInfoKey', key);
    return key;
  })().finally(() => {
    creatingKey = null;
  });
  return creatingKey;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export async function saveUserInfo(user: CurrentUser): Promise<void> {
  const key = await getOrCreateKey();
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plain = new TextEncoder().encode(JSON.stringify(user));
  const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain));
  const packed = new Uint8Array(IV_BYTES + cipher.length);
  packed.set(iv, 0);
  packed.set(cipher, IV_BYTES);
  setItem('user_info', toBase64(packed));
  setItem('user_id', user.id);
  setItem('username', user.mobile);
  setItem('role', user.role);
}

/**
 * Decrypts and validates the stored user. Any failure (no key, tampered or truncated value,
 * a shape from an older version) removes the stored user info and returns null.
 */
export async function loadUserInfo(): Promise<CurrentUser | null> {
  const stored = getItem('user_info');
  if (stored === null) return null;
  try {
    const key = await metaGet('userInfoKey');
    if (!key) throw new Error('the user info key is missing');
    const packed = fromBase64(stored);
    if (packed.length <= IV_BYTES) throw new Error('the user info is truncated');
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: packed.subarray(0, IV_BYTES) },
      key,
      packed.subarray(IV_BYTES),
    );
    return currentUserSchema.parse(JSON.parse(new TextDecoder().decode(plain)));
  } catch (error) {
    console.warn('stored user info is unreadable; it was removed', error);
    removeUserInfo();
    return null;
  }
}

export function hasUserInfo(): boolean {
  return getItem('user_info') !== null;
}

/** Removes the user info and its plain copies (std_user_info, std_user_id, std_username, std_role). */
export function removeUserInfo(): void {
  for (const key of USER_INFO_KEYS) removeItem(key);
}

/** Forgets the encryption key, so user info written before cannot be read any more (logout). */
export async function forgetUserInfoKey(): Promise<void> {
  await metaDelete('userInfoKey');
}
