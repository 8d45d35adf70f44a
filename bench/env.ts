/** An integer setting of the bench from the environment, within [min, max]; a bad value stops the run. */
export function intFromEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name]?.trim();
  const value = raw ? Number.parseInt(raw, 10) : fallback;
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name}=${raw} is invalid: expected an integer from ${min} to ${max}`);
  }
  return value;
}
