/**
 * The one request client (SPEC sections 7 and 8). Every call: no base URL, a 30 s timeout,
 * header `ai-platform: pc`, and `Lt-Authorization: carrier.{token}` when a token exists.
 * The body is read whatever the HTTP status (the server answers errors with envelopes and HTTP
 * 400/401/429/500 too); the envelope's `code` decides, per the error catalogue. Failures toast
 * (grouped) unless `silent`, and always reject with an ApiError carrying the code and the text.
 * A request cancelled by the caller's signal never settles and shows nothing. On the server (the page renderer,
 * src/entry-server.tsx) the same calls go through `setTransport`: answered in process, not over HTTP.
 */
import type { z } from 'zod';

import { isOffline, noteResponse } from '@/lib/network';
import { API } from '@/contract/api';
import { anyEnvelope } from '@/contract/envelope';
import { HEADERS, LIMITS } from '@/contract/limits';
import { ERROR_TEXT, RESULT_CODE } from '@/contract/result-codes';

import { expireSession, session } from './session';
import { showToast } from './toast';

/** Codes of failures that never reached a server envelope (negative: never a server result code). */
export const CLIENT_ERROR_CODE = {
  TIMEOUT: -1,
  NETWORK: -2,
  /** No body, a body that is not a JSON envelope, or data that does not match the schema. */
  BAD_RESPONSE: -3,
} as const;

export class ApiError extends Error {
  readonly code: number;
  /** HTTP status of the response, null when there was none (timeout, network). */
  readonly status: number | null;

  constructor(code: number, message: string, options: { status?: number | null; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.code = code;
    this.status = options.status ?? null;
  }

  /** True when the request may succeed if sent again (timeout, network): the outbox retries these. */
  get transient(): boolean {
    return this.code === CLIENT_ERROR_CODE.TIMEOUT || this.code === CLIENT_ERROR_CODE.NETWORK;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  query?: Record<string, string | number | boolean | null | undefined>;
  /** JSON-encoded, except FormData which is sent as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** No toast; the promise still rejects. The expiry flow (411) runs anyway. */
  silent?: boolean;
  /** fetch's keepalive: the request outlives the page (a save on pagehide). */
  keepalive?: boolean;
}

export function request<T>(
  method: HttpMethod,
  path: string,
  schema: z.ZodType<T>,
  options: RequestOptions = {},
): Promise<T> {
  return send(method, path, options, async (response) => {
    const envelope = await readEnvelope(response, path);
    const data = schema.safeParse(envelope.data);
    if (!data.success) {
      console.error(`response data of ${method} ${path} does not match its schema`, data.error.issues);
      throw new ApiError(CLIENT_ERROR_CODE.BAD_RESPONSE, ERROR_TEXT.OTHER, {
        status: response.status,
        cause: data.error,
      });
    }
    return data.data;
  });
}

export const http = {
  get: <T>(path: string, schema: z.ZodType<T>, options?: RequestOptions) =>
    request('GET', path, schema, options),
  post: <T>(path: string, schema: z.ZodType<T>, options?: RequestOptions) =>
    request('POST', path, schema, options),
  put: <T>(path: string, schema: z.ZodType<T>, options?: RequestOptions) =>
    request('PUT', path, schema, options),
  del: <T>(path: string, schema: z.ZodType<T>, options?: RequestOptions) =>
    request('DELETE', path, schema, options),
};

/** GET a binary resource (the captcha image). A JSON answer is an error envelope and handled as one. */
export function requestBlob(path: string, options: Omit<RequestOptions, 'body'> = {}): Promise<Blob> {
  return send('GET', path, options, async (response) => {
    const type = response.headers.get('content-type') ?? '';
    if (response.ok && !type.includes('application/json')) return response.blob();
    await readEnvelope(response, path);
    // An envelope with code 200 where an image was expected.
    throw new ApiError(CLIENT_ERROR_CODE.BAD_RESPONSE, ERROR_TEXT.OTHER, { status: response.status });
  });
}

// --- internals ---------------------------------------------------------------------------------

/** What sends a request: the browser's fetch, or the server's in-process answerer while it renders a page. */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

let transport: Transport = (url, init) => fetch(url, init);

/** The page renderer answers the app's requests itself (src/entry-server.tsx). */
export function setTransport(next: Transport): void {
  transport = next;
}

function never<T>(): Promise<T> {
  return new Promise<T>(() => undefined);
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(name, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

function buildHeaders(options: RequestOptions): Headers {
  const headers = new Headers(options.headers);
  headers.set(HEADERS.PLATFORM, HEADERS.PLATFORM_VALUE);
  if (session.token) headers.set(HEADERS.AUTH, `${HEADERS.AUTH_PREFIX}${session.token}`);
  if (options.body !== undefined && !(options.body instanceof FormData)) {
    headers.set('content-type', 'application/json');
  }
  return headers;
}

function buildBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData) return body;
  return JSON.stringify(body);
}

async function send<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions,
  handle: (response: Response) => Promise<T>,
): Promise<T> {
  const callerSignal = options.signal;
  if (callerSignal?.aborted) return never();

  const controller = new AbortController();
  let timedOut = false;
  // Rejects when the request is aborted (timeout or caller), so a fetch or body read that
  // ignores its signal cannot outlive the timeout.
  const aborted = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(new Error('request aborted')), { once: true });
  });
  aborted.catch(() => undefined);
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, LIMITS.HTTP_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort();
  callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

  try {
    const response = await Promise.race([
      transport(buildUrl(path, options.query), {
        method,
        headers: buildHeaders(options),
        body: buildBody(options.body),
        signal: controller.signal,
        ...(options.keepalive ? { keepalive: true } : {}),
      }),
      aborted,
    ]);
    noteResponse(response);
    return await Promise.race([handle(response), aborted]);
  } catch (error) {
    if (callerSignal?.aborted && !timedOut) return never();
    throw await toApiError(error, method, path, options, timedOut);
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', onCallerAbort);
  }
}

async function toApiError(
  error: unknown,
  method: HttpMethod,
  path: string,
  options: RequestOptions,
  timedOut: boolean,
): Promise<ApiError> {
  if (error instanceof ApiError) {
    if (error.code === RESULT_CODE.EXPIRED) {
      await expireSession();
      return error;
    }
    notify(error.message, options);
    return error;
  }
  if (timedOut) {
    notify(ERROR_TEXT.TIMEOUT, options);
    return new ApiError(CLIENT_ERROR_CODE.TIMEOUT, ERROR_TEXT.TIMEOUT);
  }
  // offline, a page that reads says so itself (banner, list states): a toast per read would be noise.
  // A write the student asked for still says why it failed.
  if (!isOffline() || method !== 'GET') {
    console.error(`request ${path} failed`, error);
    notify(ERROR_TEXT.NETWORK, options);
  }
  return new ApiError(CLIENT_ERROR_CODE.NETWORK, ERROR_TEXT.NETWORK, { cause: error });
}

function notify(message: string, options: RequestOptions): void {
  if (!options.silent) showToast({ type: 'error', message, duration: LIMITS.TOAST_DEFAULT_MS });
}

/** Reads the body as a JSON envelope; throws an ApiError for anything but code 200. */
async function readEnvelope(response: Response, path: string): Promise<z.infer<typeof anyEnvelope>> {
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    throw new ApiError(CLIENT_ERROR_CODE.BAD_RESPONSE, ERROR_TEXT.NO_BODY, {
      status: response.status,
      cause,
    });
  }
  const parsed = anyEnvelope.safeParse(json);
  if (!parsed.success) {
    throw new ApiError(CLIENT_ERROR_CODE.BAD_RESPONSE, ERROR_TEXT.NO_BODY, {
      status: response.status,
      cause: parsed.error,
    });
  }
  const envelope = parsed.data;
  if (envelope.code === RESULT_CODE.SUCCESS) return envelope;
  throw new ApiError(envelope.code, errorText(envelope.code, envelope.message, path), {
    status: response.status,
  });
}

/**
 * The text shown (and rejected with) for a non-success code, per the error catalogue.
 *
 * 410 (invalid) deviates on purpose: the spec row says toast 非法参数 (or 当前账号未启用 for the
 * auth login request), but our server puts the readable field message ("请输入正确的手机号") in
 * `message`, and a student needs to know which field is wrong. So a specific server message wins;
 * without one (empty, or the generic 非法参数) the spec texts apply.
 */
function errorText(code: number, serverMessage: string, path: string): string {
  const message = serverMessage.trim();
  switch (code) {
    case RESULT_CODE.EXPIRED:
      return ERROR_TEXT.EXPIRED_REJECT;
    case RESULT_CODE.INVALID: {
      if (message && message !== ERROR_TEXT.INVALID) return message;
      return isLoginRequest(path) ? ERROR_TEXT.ACCOUNT_DISABLED : ERROR_TEXT.INVALID;
    }
    case RESULT_CODE.ERROR:
      return message || ERROR_TEXT.ERROR;
    case RESULT_CODE.NOT_ALLOWED:
      return ERROR_TEXT.NOT_ALLOWED;
    case RESULT_CODE.LOCKED:
      return message || ERROR_TEXT.LOCKED;
    case RESULT_CODE.USER_NOT_FOUND:
      return ERROR_TEXT.USER_NOT_FOUND;
    case RESULT_CODE.LOGIN_ERROR:
      return ERROR_TEXT.LOGIN_ERROR;
    case RESULT_CODE.EXCEPTION:
      return message || ERROR_TEXT.EXCEPTION;
    default:
      return message || ERROR_TEXT.OTHER;
  }
}

function isLoginRequest(path: string): boolean {
  return path.split('?')[0] === API.auth.login;
}
