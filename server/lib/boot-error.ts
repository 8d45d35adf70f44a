/**
 * A boot failure the operator fixes (a directory that cannot be written or is in use, a port in use):
 * its message is one line naming the variable and the cause. server/index.ts prints the message alone, no
 * stack, and exits 1.
 */
export class BootError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'BootError';
  }
}

/** The errno code of a Node system error (EACCES, ENOTDIR, EADDRINUSE...), else undefined. */
export function errnoCode(error: unknown): string | undefined {
  if (!(error instanceof Error) || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

const ERRNO_REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  ENOTDIR: 'a part of the path is a file, not a directory',
  EEXIST: 'a file of that name is in the way',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'disk quota exceeded',
  ENAMETOOLONG: 'the path is too long',
  ELOOP: 'too many symbolic links',
  EADDRINUSE: 'address already in use',
  EADDRNOTAVAIL: 'address not available on this machine',
  ENOTFOUND: 'host name not found',
};

/** `CODE: reason` of a system error, for one-line boot messages. */
export function describeErrno(code: string): string {
  const reason = ERRNO_REASONS[code];
  return reason ? `${code}: ${reason}` : code;
}
