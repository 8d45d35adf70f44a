/**
 * The `console` sms provider: nothing leaves the machine. Each code is logged and appended as one JSON line
 * `{"phone","purpose","code","sentAt"}` to DATA_DIR/sms-outbox.jsonl, where tests and developers read it.
 */
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';

import type { FastifyBaseLogger } from 'fastify';

import type { SmsProvider } from './sms.ts';

export const SMS_OUTBOX_FILE = 'sms-outbox.jsonl';

export function createConsoleSmsProvider({
  dataDir,
  logger,
}: {
  dataDir: string;
  logger: FastifyBaseLogger;
}): SmsProvider {
  const file = path.resolve(dataDir, SMS_OUTBOX_FILE);
  return {
    name: 'console',
    async send({ phone, purpose, code, sentAt }) {
      await mkdir(path.dirname(file), { recursive: true });
      const line = JSON.stringify({ phone, purpose, code, sentAt: sentAt.toISOString() });
      await appendFile(file, `${line}\n`, 'utf8');
      logger.info({ phone, purpose, code }, `sms code ${code} for ${phone} (${purpose})`);
    },
  };
}
