import { defineConfig } from 'drizzle-kit';

// Each module owns its tables (server/modules/<name>/*.table.ts); server/db holds the database's own
// bookkeeping table. drizzle-kit reads them by glob, so no file imports every table.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/db/*.table.ts', './server/modules/*/*.table.ts'],
  out: './server/db/migrations',
});
