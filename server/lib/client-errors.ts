/**
 * Requests that never become a request: a malformed request line or header, an oversize header, a
 * request that took too long to arrive. Node's http parser reports them as `clientError` on the socket;
 * Fastify's `clientErrorHandler` option (server/app.ts) hands them here. The answer is a minimal HTTP/1.1
 * response with the `{ code, message, data }` envelope and `Connection: close`, and never echoes what
 * was sent.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

import type { ConnectionError, FastifyInstance } from 'fastify';

import {
  DEFAULT_MESSAGE,
  ERROR_TEXT,
  RESULT_CODE,
  type ResultCode,
} from '../../src/contract/result-codes.ts';
import { failure } from './envelope.ts';

/** The whole raw response: status line, headers, envelope body. */
export function rawEnvelopeResponse(statusCode: number, code: ResultCode, message: string): string {
  const body = JSON.stringify(failure(code, message));
  return [
    `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

function answerFor(error: ConnectionError): { statusCode: number; code: ResultCode; message: string } {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return { statusCode: 431, code: RESULT_CODE.INVALID, message: DEFAULT_MESSAGE[RESULT_CODE.INVALID] };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { statusCode: 408, code: RESULT_CODE.ERROR, message: ERROR_TEXT.TIMEOUT };
    default:
      return { statusCode: 400, code: RESULT_CODE.INVALID, message: DEFAULT_MESSAGE[RESULT_CODE.INVALID] };
  }
}

/** Fastify's clientErrorHandler (it binds `this` to the instance). */
export function envelopeClientErrorHandler(
  this: FastifyInstance,
  error: ConnectionError,
  socket: Socket,
): void {
  // a reset connection has nobody to answer
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { statusCode, code, message } = answerFor(error);
  // most are scanners and broken proxies: not worth more than a debug line, and never the raw bytes
  this.log.debug({ clientError: error.code, statusCode }, 'malformed request rejected');
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(rawEnvelopeResponse(statusCode, code, message), () => socket.destroy());
}
