/**
 * argon2 loaded with the first password to hash or check: its native addon is some 10 MB of the server's
 * resident memory from the moment it loads, and a boot (or a server nobody signs in to) needs none of it.
 */
const argon2 = () => import('@node-rs/argon2');

/** argon2id (the library's default algorithm) with its recommended parameters. */
export async function hashPassword(password: string): Promise<string> {
  const { hash } = await argon2();
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    const { verify } = await argon2();
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
