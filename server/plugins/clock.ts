import fp from 'fastify-plugin';

import type { Clock } from '../lib/clock.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The current time; tests inject their own clock through buildApp({ now }). */
    clock: Clock;
  }
}

export const clockPlugin = fp<{ now: Clock }>(
  async (app, { now }) => {
    app.decorate('clock', now);
  },
  { name: 'clock' },
);
