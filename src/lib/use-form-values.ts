import { useCallback, useState, type ChangeEvent } from 'react';

/** The keys of `T` that hold text. */
type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

type TextControlEvent = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

/**
 * A form's values in one state: `set` merges a patch (what was typed elsewhere stays), `bind(key)` gives a
 * text control its value and the change handler that writes it back.
 */
export function useFormValues<T extends object>(initial: T | (() => T)) {
  const [values, setValues] = useState<T>(initial);
  const set = useCallback((patch: Partial<T>) => setValues((current) => ({ ...current, ...patch })), []);
  const bind = <K extends TextKey<T>>(key: K) => ({
    value: values[key] as string,
    onChange: (event: TextControlEvent) => set({ [key]: event.target.value } as Partial<T>),
  });
  return { values, set, setValues, bind };
}

/** A failed parse's message for each top-level field, the first one where a field has several. */
export function issuesByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const found: Record<string, string> = {};
  for (const issue of issues) found[String(issue.path[0] ?? 'form')] ??= issue.message;
  return found;
}
