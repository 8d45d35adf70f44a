import { useCallback, useState } from 'react';

import { ApiError } from './http';

/** What a failed request says to the user: the server's message, or the error itself. */
export function refusalText(failure: unknown): string {
  return failure instanceof ApiError ? failure.message : String(failure);
}

/**
 * A request a user sends from a form or dialog: `pending` while it runs (the button's loading), and the
 * server's refusal kept to show next to the form, so what was typed stays and can be sent again.
 */
export function useRefusable() {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const run = useCallback(async (action: () => Promise<void>) => {
    setPending(true);
    setRefusal(null);
    try {
      await action();
    } catch (failure) {
      setRefusal(refusalText(failure));
    } finally {
      setPending(false);
    }
  }, []);
  return { refusal, setRefusal, pending, run };
}
