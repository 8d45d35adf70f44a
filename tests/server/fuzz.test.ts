/**
 * The schema fuzzer (tests/helpers/fuzz.ts) over every operation of the OpenAPI document, signed in as a
 * demo student and anonymously: no answer of 500 or more, every /student/api answer in the envelope.
 * A fixed seed in CI; FUZZ_SEED=<n> reproduces another run and FUZZ_COUNT=<n> sets its length.
 */
import { describe, expect, it } from 'vitest';

import {
  FUZZ_EXAMPLES,
  countFromEnv,
  formatFailures,
  formatSummary,
  injectTarget,
  openApiOf,
  runFuzz,
  seedFromEnv,
} from '../helpers/fuzz.ts';
import { DEMO, DEMO_PASSWORD, TEST_CAPTCHA } from '../helpers/server.ts';
import { useTestApp } from '../helpers/test-app.ts';

const SEED = seedFromEnv(20_251_124);
const COUNT = countFromEnv(2_000);

// the AI endpoint's per-address limit lifted (the others are spread over many addresses by the fuzzer)
const t = useTestApp({ aiChooseRateLimit: { max: 1_000_000, timeWindow: '1 minute' } });

describe('schema fuzzer', () => {
  it(
    `answers ${COUNT} mutated requests without a server error, always in the envelope`,
    { timeout: 180_000 },
    async () => {
      const document = await openApiOf(t.app);
      const summary = await runFuzz(
        injectTarget(t.app, { phone: DEMO.student, password: DEMO_PASSWORD, captcha: TEST_CAPTCHA }),
        { document, seed: SEED, count: COUNT, examples: FUZZ_EXAMPLES },
      );
      console.info(formatSummary(summary));
      if (summary.failures.length > 0) console.info(formatFailures(summary.failures));

      // the harness works: the document has the operations, and valid requests were answered with data
      expect(summary.operations).toBeGreaterThan(30);
      expect(summary.byStatus['200'] ?? 0).toBeGreaterThan(summary.operations / 2);
      expect(summary.failures.length, 'failures (grouped above)').toBe(0);
    },
  );
});
