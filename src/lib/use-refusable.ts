import { useCallback, useState } from 'react';

import { ApiError } from './http';

/** What a failed request says to the user: the server's message, else `fallback`, else the error itself. */
export function refusalText(failure: unknown, fallback?: string): string {
  if (failure instanceof ApiError) return failure.message;
  return fallback ?? String(failure);
}

/**
 * A request a user sends from a form or dialog: `pending` while it runs (the button's loading), and the
 * server's refusal kept to show next to the form, so what was typed stays and can be sent again. `fallback`
 * replaces the text of a failure that is no server answer.
 */
export function useRefusable(fallback?: string) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (action: () => Promise<void>) => {
      setPending(true);
      setRefusal(null);
      try {
        await action();
      } catch (failure) {
        setRefusal(refusalText(failure, fallback));
      } finally {
        setPending(false);
      }
    },
    [fallback],
  );
  return { refusal, setRefusal, pending, run };
}
