/** A yes/no check tried on a table of values: one assertion that names every value judged wrongly. */
import { expect } from 'vitest';

/** The check accepts every value of `accepted` and rejects every value of `rejected`. */
export function expectVerdicts<T>(check: (value: T) => boolean, accepted: T[], rejected: T[]): void {
  const values = [...accepted, ...rejected];
  expect({
    accepted: values.filter((value) => check(value)),
    rejected: values.filter((value) => !check(value)),
  }).toEqual({ accepted, rejected });
}
