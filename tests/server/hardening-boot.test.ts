/**
 * Issue 12, boot and transport hardening: http timeouts (a slow body is cut, a websocket is not).
 */
import { createConnection, type AddressInfo } from 'node:net';

import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { API } from '../../src/contract/api.ts';
import { LIMITS } from '../../src/contract/limits.ts';
import type { ClientToServerEvents, ServerToClientEvents } from '../../src/contract/socket.ts';
import { userRoom } from '../../src/contract/socket.ts';
import { HTTP_TIMEOUTS } from '../../server/lib/http-timeouts.ts';
import { DEMO, buildTestApp, loginByPassword, type TestApp } from '../helpers/server.ts';

describe('http timeouts', () => {
  it('defaults to timeouts above the client’s 30 s request timeout, and a short keep-alive', async () => {
    expect(HTTP_TIMEOUTS.requestMs).toBeGreaterThan(LIMITS.HTTP_TIMEOUT_MS);
    expect(HTTP_TIMEOUTS.connectionMs).toBeGreaterThan(LIMITS.HTTP_TIMEOUT_MS);
    const t = await buildTestApp();
    try {
      const server = t.app.server;
      expect(server.requestTimeout).toBe(HTTP_TIMEOUTS.requestMs);
      expect(server.headersTimeout).toBe(HTTP_TIMEOUTS.headersMs);
      expect(server.keepAliveTimeout).toBe(HTTP_TIMEOUTS.keepAliveMs);
      expect(server.timeout).toBe(HTTP_TIMEOUTS.connectionMs);
      expect(HTTP_TIMEOUTS).toEqual({
        requestMs: 40_000,
        headersMs: 20_000,
        keepAliveMs: 5_000,
        connectionMs: 60_000,
        checkIntervalMs: 5_000,
      });
    } finally {
      await t.close();
    }
  });

  describe('with a 1 s request timeout', () => {
    let t: TestApp;
    let port: number;
    beforeAll(async () => {
      t = await buildTestApp({
        httpTimeouts: { requestMs: 1_000, headersMs: 1_000, connectionMs: 1_000, checkIntervalMs: 200 },
      });
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      port = (t.app.server.address() as AddressInfo).port;
    });
    afterAll(async () => {
      await t.close();
    });

    it('cuts a request whose body arrives one byte at a time (408 or the socket ends)', async () => {
      const socket = createConnection({ host: '127.0.0.1', port });
      let received = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => {
        received += chunk;
      });
      const started = Date.now();
      const closed = new Promise<number>((resolve) =>
        socket.on('close', () => resolve(Date.now() - started)),
      );
      socket.write(
        `POST ${API.auth.login} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          'Content-Length: 200\r\n\r\n{',
      );
      // one byte every 300 ms: never idle for the 1 s connection timeout, never complete
      const trickle = setInterval(() => {
        if (!socket.destroyed) socket.write(' ');
      }, 300);
      const bound = new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), 6_000));
      try {
        const outcome = await Promise.race([closed, bound]);
        expect(outcome).not.toBe('still open');
        expect(outcome).toBeLessThan(4_000);
        if (received) expect(received).toMatch(/^HTTP\/1\.1 408/);
      } finally {
        clearInterval(trickle);
        socket.destroy();
      }
    });

    it('keeps an idle socket.io websocket open past every timeout', async () => {
      const { token, user } = await loginByPassword(t, DEMO.student);
      const socket: Socket<ServerToClientEvents, ClientToServerEvents> = connect(`http://127.0.0.1:${port}`, {
        transports: ['websocket'],
        query: { auth: token, userId: user.id },
        reconnection: false,
        forceNew: true,
      });
      try {
        await new Promise<void>((resolve, reject) => {
          socket.once('connectedsuccess', () => resolve());
          socket.once('connect_error', reject);
        });
        let disconnected: string | undefined;
        socket.on('disconnect', (reason) => {
          disconnected = reason;
        });
        // three times the request and connection timeouts, with no traffic (socket.io pings every 25 s)
        await new Promise((resolve) => setTimeout(resolve, 3_000));
        expect(disconnected).toBeUndefined();
        const pay = new Promise((resolve) => socket.once('pay', resolve));
        t.app.io.to(userRoom(user.id)).emit('pay', { orderNo: 'NO1', payStatus: '1', orderStatus: '1' });
        await expect(pay).resolves.toEqual({ orderNo: 'NO1', payStatus: '1', orderStatus: '1' });
      } finally {
        socket.disconnect();
      }
    });
  });
});
