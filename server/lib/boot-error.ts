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
