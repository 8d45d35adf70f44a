/**
 * Schema fuzzer over the OpenAPI document (tests/server/fuzz.test.ts in CI, `npm run bench` for a longer run).
 *
 * Every operation of /student/api/openapi.json (method + path) is called, signed in (a demo student's token,
 * renewed by a new login whenever a request killed it, e.g. a logout) and anonymously. In order:
 * 1. every operation once with a valid request built from its schemas, signed in and anonymously;
 * 2. the sweep: every query parameter, path parameter and top-level body field of every operation once with
 *    each of: a NUL byte, a lone surrogate, a huge (100 KB) string, an empty string, a number, an object, an
 *    array for the scalar, -1, 1e21, 1000 levels of nesting, prototype keys (the rest of the request valid);
 * 3. random operations and modes with one or two random mutations: the above and blank, unicode, control and
 *    injection-like strings, numeric text (1e999, NaN, fullwidth digits), removed fields, unknown fields,
 *    whole bodies of the wrong type, invalid JSON, empty and 1 MB bodies, wrong content types, repeated,
 *    bracketed, prototype and 1000 unknown query parameters, bad percent-encoding in the path and the query,
 *    other methods, and bad tokens, idempotency keys, Accept-Encoding, If-None-Match and X-Forwarded-For.
 * Ids that the answers carry (keys id, ...Id, code, ...Code, ...Type) are kept and reused, so requests
 * reach past the lookups. Each request comes from a random address of 10.0.0.0/16, so the per-address
 * rate limits stay out of the way (a 429 in the envelope is fine anyway).
 *
 * An answer fails when its status is 500 or more, or when a /student/api answer is not the envelope: JSON
 * (after Content-Encoding) with a numeric code, a string message and a data key. Exceptions: 304, and a 2xx
 * of an operation whose document declares no JSON answer (the captcha's SVG). A polluted Object.prototype
 * after the run fails too.
 *
 * Seeded (xorshift32): the same seed, count and code send the same requests (ids learnt from the database
 * may differ). FUZZ_SEED and FUZZ_COUNT override the caller's defaults.
 */
import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

import type { FastifyInstance, HTTPMethods } from 'fastify';

import { API, API_PREFIX } from '../../src/contract/api.ts';
import { loginResultSchema } from '../../src/contract/auth.ts';
import { envelope } from '../../src/contract/envelope.ts';
import { HEADERS } from '../../src/contract/limits.ts';

// ---------------------------------------------------------------- seeded randomness

export class Rng {
  private state: number;

  constructor(seed: number) {
    // splitmix32 once, so that small seeds still start far apart; xorshift32 needs a nonzero state
    let z = (seed + 0x9e3779b9) | 0;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    this.state = (z ^ (z >>> 16)) >>> 0 || 0x6d2b79f5;
  }

  /** Uniform in [0, 2^32). */
  next(): number {
    let x = this.state;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.state = x >>> 0;
    return this.state;
  }

  /** Uniform integer in [min, max]. */
  int(min: number, max: number): number {
    return min + (this.next() % (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() / 0x1_0000_0000 < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[this.next() % items.length];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
}

export function seedFromEnv(fallback: number): number {
  const raw = process.env.FUZZ_SEED?.trim();
  if (!raw) return fallback;
  const seed = Number(raw);
  if (!Number.isSafeInteger(seed) || seed < 0) throw new Error(`FUZZ_SEED=${raw}: expected an integer >= 0`);
  return seed;
}

export function countFromEnv(fallback: number): number {
  const raw = process.env.FUZZ_COUNT?.trim();
  if (!raw) return fallback;
  const count = Number(raw);
  if (!Number.isSafeInteger(count) || count < 1)
    throw new Error(`FUZZ_COUNT=${raw}: expected an integer >= 1`);
  return count;
}

// ---------------------------------------------------------------- the OpenAPI document

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The part of JSON Schema (as zod and @fastify/swagger write it) the fuzzer reads. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: Json[];
  const?: Json;
  default?: Json;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface FuzzOperation {
  /** `GET /student/api/user/findById/{id}` */
  key: string;
  method: string;
  /** The OpenAPI path, with {name} placeholders. */
  path: string;
  pathParams: OpenApiParameter[];
  queryParams: OpenApiParameter[];
  body: JsonSchema | undefined;
  /** Whether the document declares a JSON answer for 200 (else a 2xx may be anything, e.g. SVG). */
  jsonAnswer: boolean;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

export function parseOpenApi(text: string): OpenApiDocument {
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || !('paths' in parsed)) {
    throw new Error('not an OpenAPI document: no paths');
  }
  return parsed as OpenApiDocument;
}

/** Every operation of the document, in document order. */
export function operationsOf(document: OpenApiDocument): FuzzOperation[] {
  const resolve = (schema: JsonSchema | undefined): JsonSchema | undefined => {
    const prefix = '#/components/schemas/';
    if (schema?.$ref?.startsWith(prefix))
      return document.components?.schemas?.[schema.$ref.slice(prefix.length)];
    return schema;
  };
  const operations: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const parameters = (operation.parameters ?? []).map((p) => ({ ...p, schema: resolve(p.schema) }));
      const okContent = operation.responses?.['200']?.content ?? {};
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters.filter((p) => p.in === 'query'),
        body: resolve(operation.requestBody?.content?.['application/json']?.schema),
        jsonAnswer: Object.keys(okContent).some((type) => type.includes('json')),
      });
    }
  }
  return operations;
}

// ---------------------------------------------------------------- valid values from a schema

/** Known values by parameter or property name (ids learnt from answers, or given by the caller). */
export type Examples = Map<string, string[]>;

/** Plausible strings, tried in order against a schema's pattern and length (never a demo account's phone). */
function stringCandidates(rng: Rng): string[] {
  return [
    `139${String(rng.int(0, 99_999_999)).padStart(8, '0')}`,
    randomUuid(rng),
    '01',
    '02',
    'US',
    'GB',
    '110000',
    '110100',
    '440100',
    '000000',
    'K7pX',
    '123456',
    'Abcd1234',
    'A',
    '1',
    'x',
    '哈佛',
    'oxford',
  ];
}

function randomUuid(rng: Rng): string {
  const hex = Array.from({ length: 32 }, () => rng.int(0, 15).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

function fitsString(value: string, schema: JsonSchema): boolean {
  if (schema.minLength !== undefined && value.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
  if (schema.pattern !== undefined) {
    try {
      if (!new RegExp(schema.pattern, 'u').test(value)) return false;
    } catch {
      return true;
    }
  }
  if (schema.format === 'uuid' && !/^[0-9a-f-]{36}$/i.test(value)) return false;
  return true;
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type === undefined ? [] : [schema.type];
}

/** A value the schema accepts (as far as these rules go), preferring known examples for `name`. */
export function sampleValue(
  schema: JsonSchema | undefined,
  rng: Rng,
  examples: Examples,
  name = '',
  depth = 0,
): Json {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return rng.pick(schema.enum);
  const known = examples.get(name);
  const scalar = !schema.properties && !schema.items;
  if (known && known.length > 0 && scalar && rng.chance(0.9)) {
    const value = rng.pick(known);
    return typesOf(schema).some((t) => t === 'integer' || t === 'number') && /^-?\d+$/.test(value)
      ? Number(value)
      : value;
  }
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches && branches.length > 0) {
    const nonNull = branches.filter((b) => !typesOf(b).includes('null'));
    return sampleValue(
      rng.pick(nonNull.length > 0 && rng.chance(0.85) ? nonNull : branches),
      rng,
      examples,
      name,
      depth,
    );
  }
  if (schema.allOf?.[0]) return sampleValue(schema.allOf[0], rng, examples, name, depth);
  const types = typesOf(schema).filter((t) => t !== 'null');
  const type = types.length > 0 ? rng.pick(types) : schema.properties ? 'object' : 'string';
  switch (type) {
    case 'object': {
      const result: { [key: string]: Json } = {};
      if (depth > 6) return result;
      const required = new Set(schema.required ?? []);
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (required.has(key) || rng.chance(0.6))
          result[key] = sampleValue(property, rng, examples, key, depth + 1);
      }
      return result;
    }
    case 'array': {
      if (depth > 6) return [];
      if (schema.prefixItems)
        return schema.prefixItems.map((item) => sampleValue(item, rng, examples, name, depth + 1));
      const min = schema.minItems ?? 0;
      const length = rng.int(min, Math.max(min, Math.min(schema.maxItems ?? min + 2, min + 2)));
      return Array.from({ length }, () => sampleValue(schema.items, rng, examples, name, depth + 1));
    }
    case 'integer':
    case 'number': {
      let low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
      let high =
        schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : low + 50);
      if (high - low > 50) high = low + 50;
      if (high < low) [low, high] = [high, low];
      return rng.int(Math.ceil(low), Math.max(Math.ceil(low), Math.floor(high)));
    }
    case 'boolean':
      return rng.chance(0.5);
    default: {
      if (typeof schema.default === 'string' && rng.chance(0.3)) return schema.default;
      const fitting = stringCandidates(rng).filter((candidate) => fitsString(candidate, schema));
      if (fitting.length > 0) return rng.pick(fitting);
      return 'a'.repeat(Math.max(1, Math.min(schema.minLength ?? 1, schema.maxLength ?? 1)));
    }
  }
}

const LEARNT_KEY = /^(id|code|key)$|(Id|Code|Type)$/;
const LEARNT_MAX = 30;

/** Keeps short string and integer values of id-like keys found in an answer. */
function learn(value: unknown, examples: Examples, depth = 0): void {
  if (depth > 6 || typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value.slice(0, 20)) learn(item, examples, depth + 1);
    return;
  }
  for (const [key, inner] of Object.entries(value)) {
    if (LEARNT_KEY.test(key) && (typeof inner === 'string' || typeof inner === 'number')) {
      const text = String(inner);
      if (text.length === 0 || text.length > 64) continue;
      const pool = examples.get(key) ?? [];
      if (!pool.includes(text)) {
        if (pool.length >= LEARNT_MAX) pool.splice(0, 1);
        pool.push(text);
      }
      examples.set(key, pool);
    } else {
      learn(inner, examples, depth + 1);
    }
  }
}

// ---------------------------------------------------------------- mutations

const HUGE = 100_000;
const DEPTH = 1000;

function deepArray(depth: number): Json {
  let value: Json = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

function deepObject(depth: number): Json {
  let value: Json = 1;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/** Own keys __proto__, constructor and prototype (an object literal would set the prototype instead). */
function prototypeKeys(): { [key: string]: Json } {
  return JSON.parse(
    '{"__proto__":{"polluted":"fuzz","isAdmin":true},"constructor":{"prototype":{"polluted":"fuzz"}},' +
      '"prototype":{"polluted":"fuzz"}}',
  ) as { [key: string]: Json };
}

interface ValueMutation {
  label: string;
  make: (rng: Rng, base: Json) => Json;
}

const VALUE_MUTATIONS: ValueMutation[] = [
  { label: 'wrong type: number', make: (rng) => rng.pick([0, -1, 1.5, 42]) },
  { label: 'wrong type: boolean', make: (rng) => rng.chance(0.5) },
  { label: 'null', make: () => null },
  { label: 'wrong type: object', make: () => ({ a: 1, b: 'x' }) },
  { label: 'array for scalar', make: (rng, base) => (rng.chance(0.5) ? [base] : [base, base, 'x']) },
  {
    label: 'numeric text out of range',
    make: (rng) =>
      rng.pick(['1e999', '-1e999', 'NaN', 'Infinity', '-0', '0x10', '１２', '1,5', ' 1 ', '9'.repeat(400)]),
  },
  {
    label: 'number out of range',
    make: (rng) =>
      rng.pick([
        -1,
        0,
        -2_147_483_649,
        2_147_483_648,
        2 ** 53,
        -(2 ** 53),
        1e21,
        -1e21,
        Number.MAX_VALUE,
        5e-324,
        0.1,
      ]),
  },
  { label: 'huge string', make: (rng) => rng.pick(['a', '中', '😀', '%', '\\']).repeat(HUGE / 2) },
  { label: 'empty string', make: () => '' },
  { label: 'blank string', make: (rng) => rng.pick([' ', '   ', '\t\n', '\u3000']) },
  {
    label: 'NUL byte',
    make: (rng, base) =>
      rng.pick([
        '\u0000',
        `${typeof base === 'string' ? base : 'a'}\u0000`,
        'a\u0000b',
        '\u0000'.repeat(100),
      ]),
  },
  {
    label: 'lone surrogate',
    make: (rng) => rng.pick(['\ud800', '\udfff', 'x\ud83d', '\ude00y', '\udc00\ud800']),
  },
  {
    label: 'unicode',
    make: (rng) =>
      rng.pick([
        '😀👨‍👩‍👧',
        'ｆｕｌｌ１２３',
        '\u202eevil',
        'e\u0301\u0301\u0301',
        '\u200b\u200d',
        '\u2028\u2029',
        '𠜎𠜱𡃁',
        '\ufeff',
        '\uffff\ufffe',
        'İıſK',
        '中文测试',
      ]),
  },
  { label: 'control characters', make: () => '\u0001\u001f\u007f\r\n\b' },
  {
    label: 'injection-like text',
    make: (rng) =>
      rng.pick([
        "' OR 1=1 --",
        '%',
        '_',
        '\\',
        '../../etc/passwd',
        '<script>alert(1)</script>',
        '${7*7}',
        '{{7*7}}',
        '%00',
        '%ZZ',
        "'; select pg_sleep(5); --",
        '$where',
      ]),
  },
  { label: 'deep nesting', make: (rng) => (rng.chance(0.5) ? deepArray(DEPTH) : deepObject(DEPTH)) },
  { label: 'prototype keys', make: () => prototypeKeys() },
  {
    label: 'long array',
    make: (rng, base) => Array.from({ length: 10_000 }, () => (rng.chance(0.5) ? base : 1)),
  },
];

/** Query strings carry text: how a mutated JSON value is written into one. */
function queryPairs(name: string, value: Json, rng: Rng): Array<[string, string]> {
  if (Array.isArray(value)) {
    if (value.length > 50 || rng.chance(0.3)) return [[name, encodeText(JSON.stringify(value))]];
    const key = rng.chance(0.5) ? name : `${name}[]`;
    return value.map((item) => [key, encodeText(typeof item === 'string' ? item : JSON.stringify(item))]);
  }
  if (value !== null && typeof value === 'object') {
    if (rng.chance(0.5)) return [[name, encodeText(JSON.stringify(value))]];
    return Object.entries(value).map(([key, inner]) => [
      `${name}[${encodeText(key)}]`,
      encodeText(JSON.stringify(inner)),
    ]);
  }
  return [[name, encodeText(value === null ? '' : String(value))]];
}

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is written as the three bytes it would
 * take in WTF-8, so the server meets percent-encoding that is not UTF-8.
 */
export function encodeText(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    let out = '';
    for (const char of text) {
      const unit = char.codePointAt(0) ?? 0;
      if (unit >= 0xd800 && unit <= 0xdfff) {
        out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join('');
      } else {
        out += encodeURIComponent(char);
      }
    }
    return out;
  }
}

const BAD_PERCENT = ['%E0%A4%A', '%', '%Z', '%ZZ', '%ED%A0%80', '%C0%AF', '%FF%FE', '%F4%90%80%80', '%E2%82'];

const INVALID_JSON = [
  '{',
  '{"a":}',
  "{'a':1}",
  '[1,]',
  'nul',
  '{"a":1}}',
  '\u0000',
  '"\\ud800"',
  '{"a":"\\u0000"}',
  '{"a":1,"a":2}',
  '\ufeff{}',
  '{"a":' + '['.repeat(DEPTH) + ']'.repeat(DEPTH) + '}',
  '1e999',
];

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/xml',
  'application/json, text/plain',
  '',
  '*/*',
  'application/jsonx',
];

// ---------------------------------------------------------------- requests

interface Draft {
  method: string;
  pathValues: Record<string, string>;
  /** Raw (already encoded) pairs. */
  query: Array<[string, string]>;
  /** Rewrites the path once its parameters are filled in (URL mutations). */
  pathTransform: ((path: string) => string) | undefined;
  headers: Record<string, string | string[]>;
  body: { json: Json } | { raw: string } | undefined;
  /** Whether the auth header is still the session's own (a 401 then means the token died). */
  authIntact: boolean;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[]>;
  payload?: string;
  remoteAddress: string;
}

export interface FuzzResponse {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  rawPayload: Buffer;
}

export interface FuzzTarget {
  send: (request: FuzzRequest) => Promise<FuzzResponse>;
  /** A fresh token of the fuzzing student (called at the start and whenever a request killed the token). */
  login: () => Promise<string>;
}

function validDraft(operation: FuzzOperation, rng: Rng, examples: Examples, token: string | null): Draft {
  const pathValues: Record<string, string> = {};
  for (const param of operation.pathParams) {
    const value = sampleValue(param.schema, rng, examples, param.name);
    pathValues[param.name] = encodeText(typeof value === 'string' ? value : JSON.stringify(value));
  }
  const query: Array<[string, string]> = [];
  for (const param of operation.queryParams) {
    if (!param.required && !rng.chance(0.6)) continue;
    query.push(...queryPairs(param.name, sampleValue(param.schema, rng, examples, param.name), rng));
  }
  const headers: Record<string, string | string[]> = { [HEADERS.PLATFORM]: HEADERS.PLATFORM_VALUE };
  if (token) headers[HEADERS.AUTH.toLowerCase()] = `${HEADERS.AUTH_PREFIX}${token}`;
  let body: Draft['body'];
  if (operation.body) {
    headers['content-type'] = 'application/json';
    body = { json: sampleValue(operation.body, rng, examples) };
    if (token && rng.chance(0.3)) headers[HEADERS.IDEMPOTENCY.toLowerCase()] = randomUuid(rng);
  }
  return {
    method: operation.method,
    pathValues,
    query,
    pathTransform: undefined,
    headers,
    body,
    authIntact: token !== null,
  };
}

/** Paths of the containers and leaves inside a JSON value (at most 4 levels down). */
function innerPaths(
  value: Json,
  prefix: Array<string | number> = [],
  out: Array<Array<string | number>> = [],
) {
  if (prefix.length >= 4 || value === null || typeof value !== 'object') return out;
  const entries: Array<[string | number, Json]> = Array.isArray(value)
    ? value.slice(0, 10).map((item, index) => [index, item])
    : Object.entries(value);
  for (const [key, inner] of entries) {
    out.push([...prefix, key]);
    innerPaths(inner, [...prefix, key], out);
  }
  return out;
}

function setOwn(
  target: { [key: string]: Json } | Json[],
  key: string | number,
  value: Json | undefined,
): void {
  if (Array.isArray(target)) {
    if (typeof key === 'number') {
      if (value === undefined) target.splice(key, 1);
      else target[key] = value;
    }
    return;
  }
  if (value === undefined) Reflect.deleteProperty(target, String(key));
  else
    Object.defineProperty(target, String(key), {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
}

/** Replaces (or with undefined removes) the value at a path; returns the new root. */
function replaceAt(root: Json, path: Array<string | number>, value: Json | undefined): Json {
  if (path.length === 0) return value ?? null;
  const copy = structuredClone(root);
  let node: Json = copy;
  for (const key of path.slice(0, -1)) {
    if (node === null || typeof node !== 'object') return copy;
    node = Array.isArray(node) ? (node[Number(key)] ?? null) : (node[String(key)] ?? null);
  }
  const last = path.at(-1);
  if (node !== null && typeof node === 'object' && last !== undefined) setOwn(node, last, value);
  return copy;
}

function valueAt(root: Json, path: Array<string | number>): Json {
  let node: Json = root;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return null;
    node = Array.isArray(node) ? (node[Number(key)] ?? null) : (node[String(key)] ?? null);
  }
  return node;
}

function setQueryValue(draft: Draft, name: string, value: Json, rng: Rng): void {
  draft.query = draft.query.filter(([key]) => key !== name);
  draft.query.push(...queryPairs(name, value, rng));
}

function setPathValue(draft: Draft, name: string, value: Json): void {
  draft.pathValues[name] = encodeText(typeof value === 'string' ? value : JSON.stringify(value));
}

/** Sets a value inside a JSON body (a body of another kind is left as it is). */
function setBodyValue(draft: Draft, path: Array<string | number>, value: Json): void {
  if (draft.body && 'json' in draft.body) draft.body = { json: replaceAt(draft.body.json, path, value) };
}

type Mutator = (draft: Draft, operation: FuzzOperation, rng: Rng) => string | null;

const BODY_MUTATORS: Mutator[] = [
  (draft, _op, rng) => {
    if (!draft.body || !('json' in draft.body)) return null;
    const paths = innerPaths(draft.body.json);
    if (paths.length === 0) return null;
    const path = rng.pick(paths);
    const mutation = rng.pick(VALUE_MUTATIONS);
    setBodyValue(draft, path, mutation.make(rng, valueAt(draft.body.json, path)));
    return `body.${path.join('.')}: ${mutation.label}`;
  },
  (draft, _op, rng) => {
    if (!draft.body || !('json' in draft.body)) return null;
    const paths = innerPaths(draft.body.json);
    if (paths.length === 0) return null;
    const path = rng.pick(paths);
    draft.body = { json: replaceAt(draft.body.json, path, undefined) };
    return `body.${path.join('.')}: removed`;
  },
  (draft) => {
    if (!draft.body || !('json' in draft.body)) return null;
    const json = draft.body.json;
    if (json === null || typeof json !== 'object' || Array.isArray(json)) return null;
    const copy = structuredClone(json);
    for (const [key, value] of Object.entries(prototypeKeys())) setOwn(copy, key, value);
    draft.body = { json: copy };
    return 'body: prototype keys';
  },
  (draft, _op, rng) => {
    if (!draft.body || !('json' in draft.body)) return null;
    const json = draft.body.json;
    if (json === null || typeof json !== 'object' || Array.isArray(json)) return null;
    const extra = rng.pick(['userId', 'id', 'role', 'vipLevel', 'mobile', 'passwordHash']);
    draft.body = {
      json: { ...json, [extra]: rng.pick(['1', 'SUPER_ADMIN', randomUuid(rng), '13800000002']) },
    };
    return `body: unknown field (${extra})`;
  },
  (draft, _op, rng) => {
    if (!draft.body) return null;
    const mutation = rng.pick(VALUE_MUTATIONS);
    draft.body = { json: mutation.make(rng, null) };
    return `body: ${mutation.label}`;
  },
  (draft, _op, rng) => {
    if (!draft.body) return null;
    draft.body = { raw: rng.pick(INVALID_JSON) };
    return 'body: invalid JSON';
  },
  (draft) => {
    if (!draft.body) return null;
    draft.body = { raw: '' };
    return 'body: empty';
  },
  (draft, _op, rng) => {
    if (!draft.body) return null;
    draft.body = { raw: `{"a":"${'x'.repeat(rng.chance(0.5) ? 1_100_000 : HUGE)}"}` };
    return 'body: huge';
  },
  (draft, _op, rng) => {
    if (!draft.body) return null;
    const type = rng.pick(CONTENT_TYPES);
    if (type === '') Reflect.deleteProperty(draft.headers, 'content-type');
    else draft.headers['content-type'] = type;
    return `content-type: other (${type || 'none'})`;
  },
  (draft, _op, rng) => {
    if (draft.body) return null;
    draft.headers['content-type'] = 'application/json';
    draft.body = { json: rng.chance(0.5) ? { a: 1 } : deepArray(DEPTH) };
    return `body: on a request without one (${draft.method})`;
  },
];

const QUERY_MUTATORS: Mutator[] = [
  (draft, op, rng) => {
    const param = op.queryParams.length > 0 ? rng.pick(op.queryParams) : undefined;
    if (!param) return null;
    const mutation = rng.pick(VALUE_MUTATIONS);
    setQueryValue(draft, param.name, mutation.make(rng, 'x'), rng);
    return `query.${param.name}: ${mutation.label}`;
  },
  (draft, op, rng) => {
    const param = op.queryParams.length > 0 ? rng.pick(op.queryParams) : undefined;
    if (!param) return null;
    draft.query = draft.query.filter(([key]) => key !== param.name);
    draft.query.push([param.name, rng.pick(BAD_PERCENT)]);
    return `query.${param.name}: bad percent-encoding`;
  },
  (draft, op, rng) => {
    const param = op.queryParams.length > 0 ? rng.pick(op.queryParams) : undefined;
    if (!param) return null;
    const existing = draft.query.find(([key]) => key === param.name)?.[1] ?? '1';
    draft.query.push([param.name, existing], [param.name, rng.pick(['2', '', 'x'])]);
    return `query.${param.name}: repeated`;
  },
  (draft, op, rng) => {
    const param = op.queryParams.length > 0 ? rng.pick(op.queryParams) : undefined;
    if (!param) return null;
    draft.query = draft.query.filter(([key]) => key !== param.name);
    return `query.${param.name}: removed`;
  },
  (draft, _op, rng) => {
    const pairs = rng.pick<Array<[string, string]>>([
      [['__proto__', '1']],
      [['__proto__[polluted]', 'fuzz']],
      [['constructor[prototype][polluted]', 'fuzz']],
      [['prototype', 'x']],
      [['hasOwnProperty', 'x']],
      [['toString', 'x']],
    ]);
    draft.query.push(...pairs);
    return 'query: prototype keys';
  },
  (draft, _op, rng) => {
    const raw = rng.pick(['%00', 'a%00b', '%00=%00', '=', '&&&', '=x', 'a==b', '?', '#', '%26%3D']);
    draft.query.push(
      raw.includes('=') ? [raw.split('=')[0] ?? '', raw.split('=').slice(1).join('=')] : [raw, ''],
    );
    return 'query: raw oddities';
  },
  (draft, _op, rng) => {
    const count = rng.chance(0.5) ? 1000 : 100;
    for (let i = 0; i < count; i++) draft.query.push([`p${i}`, String(i)]);
    return `query: unknown parameters (${count})`;
  },
];

const PATH_MUTATORS: Mutator[] = [
  (draft, op, rng) => {
    const param = op.pathParams.length > 0 ? rng.pick(op.pathParams) : undefined;
    if (!param) return null;
    const mutation = rng.pick(VALUE_MUTATIONS.filter((m) => m.label !== 'long array'));
    setPathValue(draft, param.name, mutation.make(rng, 'x'));
    return `path.${param.name}: ${mutation.label}`;
  },
  (draft, op, rng) => {
    const param = op.pathParams.length > 0 ? rng.pick(op.pathParams) : undefined;
    if (!param) return null;
    draft.pathValues[param.name] = rng.pick([
      ...BAD_PERCENT,
      '%00',
      'a%00',
      '..',
      '%2e%2e',
      '..%2F..%2Fetc',
      'a%2Fb',
      '',
    ]);
    return `path.${param.name}: raw oddities`;
  },
  (draft, _op, rng) => {
    const suffix = rng.pick(['/', '//', '/x', `/${rng.pick(BAD_PERCENT)}`, '%00', ';x=1', '/..', '.json']);
    draft.pathTransform = (path) => path + suffix;
    return `url: suffix (${suffix})`;
  },
  (draft, op, rng) => {
    const index = rng.int(1, op.path.split('/').length - 1);
    const bad = rng.pick(BAD_PERCENT);
    draft.pathTransform = (path) =>
      path
        .split('/')
        .map((segment, i) => (i === index ? segment + bad : segment))
        .join('/');
    return 'url: bad percent-encoding in the path';
  },
  (draft) => {
    draft.pathTransform = (path) => path.toUpperCase();
    return 'url: upper case';
  },
  (draft, _op, rng) => {
    draft.method = rng.pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
    return `method: other (${draft.method})`;
  },
];

const HEADER_MUTATORS: Mutator[] = [
  (draft, _op, rng) => {
    const token = draft.headers[HEADERS.AUTH.toLowerCase()];
    const current = typeof token === 'string' ? token : 'carrier.x';
    const raw = current.slice(HEADERS.AUTH_PREFIX.length);
    draft.headers[HEADERS.AUTH.toLowerCase()] = rng.pick([
      HEADERS.AUTH_PREFIX,
      `${HEADERS.AUTH_PREFIX}x`,
      `Bearer ${raw}`,
      '',
      ' ',
      raw,
      `${current}x`,
      `${HEADERS.AUTH_PREFIX}${HEADERS.AUTH_PREFIX}${raw}`,
      `${HEADERS.AUTH_PREFIX}${'a'.repeat(HUGE)}`,
      `${HEADERS.AUTH_PREFIX}%00`,
      `${HEADERS.AUTH_PREFIX}\u00ff\u00fe`,
      `${HEADERS.AUTH_PREFIX}' OR '1'='1`,
    ]);
    draft.authIntact = false;
    return 'header: bad token';
  },
  (draft) => {
    const token = draft.headers[HEADERS.AUTH.toLowerCase()];
    draft.headers[HEADERS.AUTH.toLowerCase()] = [
      typeof token === 'string' ? token : 'carrier.x',
      'carrier.y',
    ];
    draft.authIntact = false;
    return 'header: token twice';
  },
  (draft, _op, rng) => {
    draft.headers[HEADERS.IDEMPOTENCY.toLowerCase()] = rng.pick([
      '',
      'x',
      randomUuid(rng).toUpperCase(),
      'a'.repeat(10_000),
      '../..',
      'null',
      ' ',
      `${randomUuid(rng)}, ${randomUuid(rng)}`,
    ]);
    return 'header: idempotency key';
  },
  (draft, _op, rng) => {
    draft.headers['accept-encoding'] = rng.pick([
      'br;q=garbage',
      'gzip;q=2',
      '*;q=0',
      'identity;q=0',
      'x'.repeat(10_000),
      'deflate, compress',
      'br, gzip, deflate',
    ]);
    return 'header: accept-encoding';
  },
  (draft, _op, rng) => {
    draft.headers['if-none-match'] = rng.pick(['*', '"', 'W/', 'W/"x", *', `"${'a'.repeat(10_000)}"`, '""']);
    return 'header: if-none-match';
  },
  (draft, _op, rng) => {
    draft.headers['x-forwarded-for'] = rng.pick([
      '1.2.3.4, 5.6.7.8',
      'not-an-ip',
      '::1',
      '',
      '999.999.999.999',
      'a'.repeat(5000),
    ]);
    return 'header: x-forwarded-for';
  },
  (draft, _op, rng) => {
    draft.headers[HEADERS.PLATFORM] = rng.pick(['', 'x'.repeat(HUGE), 'mobile', '\u00ff']);
    draft.headers.cookie = rng.pick(['a=b', `${'c'.repeat(8000)}=1`, '__proto__=1', ';;;']);
    return 'header: platform and cookie';
  },
];

/**
 * Every mutator once, and the first of the body, query and path lists (one field or parameter replaced by a
 * mutated value) several times more: those reach the validation and the handlers.
 */
const MUTATORS: Mutator[] = [
  ...BODY_MUTATORS,
  ...QUERY_MUTATORS,
  ...PATH_MUTATORS,
  ...HEADER_MUTATORS,
  ...BODY_MUTATORS.slice(0, 1).flatMap((m) => [m, m, m, m, m, m]),
  ...QUERY_MUTATORS.slice(0, 1).flatMap((m) => [m, m, m, m, m]),
  ...PATH_MUTATORS.slice(0, 1).flatMap((m) => [m, m, m]),
];

function mutate(draft: Draft, operation: FuzzOperation, rng: Rng): string[] {
  const wanted = rng.chance(0.75) ? 1 : 2;
  const labels: string[] = [];
  for (let attempt = 0; attempt < 30 && labels.length < wanted; attempt++) {
    const label = rng.pick(MUTATORS)(draft, operation, rng);
    if (label !== null) labels.push(label);
  }
  return labels;
}

function toRequest(draft: Draft, operation: FuzzOperation, rng: Rng): FuzzRequest {
  let path = operation.path.replace(/\{([^}]+)\}/g, (_m, name: string) => draft.pathValues[name] ?? '');
  if (draft.pathTransform) path = draft.pathTransform(path);
  const search = draft.query.map(([key, value]) => `${key}=${value}`).join('&');
  let payload: string | undefined;
  if (draft.body) payload = 'raw' in draft.body ? draft.body.raw : JSON.stringify(draft.body.json);
  return {
    method: draft.method,
    url: search ? `${path}?${search}` : path,
    headers: draft.headers,
    ...(payload === undefined ? {} : { payload }),
    remoteAddress: `10.0.${rng.int(0, 255)}.${rng.int(1, 254)}`,
  };
}

// ---------------------------------------------------------------- answers

const ENCODINGS: Record<string, (buffer: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  deflate: inflateSync,
};

/** What is wrong with an answer, or null. */
export function checkAnswer(
  operation: FuzzOperation,
  request: FuzzRequest,
  response: FuzzResponse,
): string | null {
  if (response.statusCode >= 500) return `HTTP ${response.statusCode}`;
  const path = request.url.split('?')[0] ?? '';
  if (path !== API_PREFIX && !path.startsWith(`${API_PREFIX}/`)) return null;
  if (response.statusCode === 304) return null;
  const ok = response.statusCode >= 200 && response.statusCode < 300;
  if (ok && !operation.jsonAnswer && request.method === operation.method) return null;
  let text: string;
  try {
    const encoding = String(response.headers['content-encoding'] ?? 'identity').trim();
    const decode = ENCODINGS[encoding];
    text = (decode ? decode(response.rawPayload) : response.rawPayload).toString('utf8');
  } catch {
    return `HTTP ${response.statusCode}, body not decodable as ${String(response.headers['content-encoding'])}`;
  }
  const excerpt = `HTTP ${response.statusCode} ${String(response.headers['content-type'] ?? '(no type)')}: ${text.slice(0, 160)}`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `not JSON: ${excerpt}`;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return `not an envelope: ${excerpt}`;
  const code: unknown = Reflect.get(body, 'code');
  const message: unknown = Reflect.get(body, 'message');
  if (typeof code !== 'number' || typeof message !== 'string' || !('data' in body)) {
    return `not an envelope: ${excerpt}`;
  }
  return null;
}

function answerJson(response: FuzzResponse): unknown {
  const type = String(response.headers['content-type'] ?? '');
  if (!type.includes('json') || response.headers['content-encoding']) return undefined;
  try {
    return JSON.parse(response.rawPayload.toString('utf8'));
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------- the run

export interface FuzzFailure {
  operation: string;
  mode: 'signed in' | 'anonymous';
  mutations: string[];
  problem: string;
  method: string;
  url: string;
  payload: string;
}

export interface FuzzSummary {
  seed: number;
  requests: number;
  operations: number;
  byStatus: Record<string, number>;
  failures: FuzzFailure[];
  /** How often the fuzzing token died (logout, password change...) and was renewed. */
  renewals: number;
  ms: number;
}

/** Values the fuzzer cannot learn from answers: a province and one of its cities (the profile form). */
export const FUZZ_EXAMPLES: Record<string, string[]> = {
  schoolProvinceCode: ['440000'],
  schoolCityCode: ['440100'],
};

export interface FuzzOptions {
  document: OpenApiDocument;
  seed: number;
  count: number;
  /** Known values by parameter or property name, added to the ones learnt from answers. */
  examples?: Record<string, string[]>;
}

/**
 * The values every field and parameter meets once in the sweep: one short representative of each kind, so
 * that length limits do not hide what the value itself does.
 */
const SWEEP_MUTATIONS: ValueMutation[] = [
  { label: 'NUL byte', make: () => 'a\u0000b' },
  { label: 'lone surrogate', make: () => 'a\ud800b' },
  { label: 'huge string', make: () => 'a'.repeat(HUGE) },
  { label: 'empty string', make: () => '' },
  { label: 'wrong type: number', make: () => 42 },
  { label: 'wrong type: object', make: () => ({ a: 1 }) },
  { label: 'array for scalar', make: () => ['1', '2'] },
  { label: 'number out of range', make: () => -1 },
  { label: 'number out of range', make: () => 1e21 },
  { label: 'deep nesting', make: () => deepArray(DEPTH) },
  { label: 'prototype keys', make: () => prototypeKeys() },
];

interface Step {
  operation: FuzzOperation;
  signedIn: boolean;
  /** Applied to a valid draft; returns the labels of what it changed (none: the valid request). */
  apply: (draft: Draft, rng: Rng) => string[];
}

/**
 * The steps in order: every operation valid (signed in, then anonymous); then the sweep, signed in: every
 * query parameter, path parameter and top-level body field of every operation once with each of
 * SWEEP_MUTATIONS (the rest of the request valid); then random operations and modes with one or two random
 * mutations (one in twenty left valid).
 */
function* steps(operations: FuzzOperation[], rng: Rng): Generator<Step> {
  for (const operation of operations) {
    yield { operation, signedIn: true, apply: () => [] };
    yield { operation, signedIn: false, apply: () => [] };
  }
  for (const operation of operations) {
    const fields: Array<['query' | 'path' | 'body', string]> = [
      ...operation.queryParams.map((p): ['query', string] => ['query', p.name]),
      ...operation.pathParams.map((p): ['path', string] => ['path', p.name]),
      ...Object.keys(operation.body?.properties ?? {}).map((name): ['body', string] => ['body', name]),
    ];
    for (const [where, name] of fields) {
      for (const mutation of SWEEP_MUTATIONS) {
        const apply = (draft: Draft, r: Rng): string[] => {
          const value = mutation.make(r, 'x');
          if (where === 'query') setQueryValue(draft, name, value, r);
          else if (where === 'path') setPathValue(draft, name, value);
          else setBodyValue(draft, [name], value);
          return [`${where}.${name}: ${mutation.label}`];
        };
        yield { operation, signedIn: true, apply };
      }
    }
  }
  for (;;) {
    const operation = rng.pick(operations);
    const apply = (draft: Draft, r: Rng) => (r.chance(0.05) ? [] : mutate(draft, operation, r));
    yield { operation, signedIn: rng.chance(0.5), apply };
  }
}

export async function runFuzz(target: FuzzTarget, options: FuzzOptions): Promise<FuzzSummary> {
  const started = performance.now();
  const rng = new Rng(options.seed);
  const operations = operationsOf(options.document);
  if (operations.length === 0) throw new Error('the OpenAPI document has no operations');
  // reads first, so the first pass learns ids before the writes use them
  operations.sort((a, b) => Number(a.method !== 'GET') - Number(b.method !== 'GET'));
  const examples: Examples = new Map(Object.entries(options.examples ?? {}).map(([k, v]) => [k, [...v]]));
  const byStatus: Record<string, number> = {};
  const failures: FuzzFailure[] = [];
  let token = await target.login();
  let renewals = 0;

  const plan = steps(operations, rng);
  for (let i = 0; i < options.count; i++) {
    const step = plan.next();
    if (step.done) break;
    const { operation, signedIn } = step.value;
    const draft = validDraft(operation, rng, examples, signedIn ? token : null);
    const mutations = step.value.apply(draft, rng);
    const request = toRequest(draft, operation, rng);
    const response = await target.send(request);
    byStatus[response.statusCode] = (byStatus[response.statusCode] ?? 0) + 1;

    const problem = checkAnswer(operation, request, response);
    if (problem) {
      failures.push({
        operation: operation.key,
        mode: signedIn ? 'signed in' : 'anonymous',
        mutations,
        problem,
        method: request.method,
        url:
          request.url.length > 200
            ? `${request.url.slice(0, 200)}… (${request.url.length} chars)`
            : request.url,
        payload:
          request.payload === undefined
            ? ''
            : request.payload.length > 200
              ? `${request.payload.slice(0, 200)}… (${request.payload.length} chars)`
              : request.payload,
      });
    }
    if (response.statusCode >= 200 && response.statusCode < 300) {
      const json = answerJson(response);
      if (typeof json === 'object' && json !== null) learn(Reflect.get(json, 'data'), examples);
    }
    if (signedIn && draft.authIntact && response.statusCode === 401) {
      token = await target.login();
      renewals++;
    }
  }

  const probe: Record<string, unknown> = {};
  if ('polluted' in probe || 'isAdmin' in probe) {
    failures.push({
      operation: '(process)',
      mode: 'anonymous',
      mutations: ['prototype keys'],
      problem: 'Object.prototype was polluted',
      method: '',
      url: '',
      payload: '',
    });
  }
  return {
    seed: options.seed,
    requests: options.count,
    operations: operations.length,
    byStatus,
    failures,
    renewals,
    ms: performance.now() - started,
  };
}

export function formatSummary(summary: FuzzSummary): string {
  const statuses = Object.entries(summary.byStatus)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  return (
    `fuzz: seed ${summary.seed} (FUZZ_SEED=${summary.seed} reproduces), ${summary.requests} requests over ` +
    `${summary.operations} operations in ${(summary.ms / 1000).toFixed(1)} s; statuses ${statuses}; ` +
    `token renewed ${summary.renewals} times; ${summary.failures.length} failures`
  );
}

/** The kind of a problem: `HTTP 500`, or `not an envelope (HTTP 400 FST_ERR_BAD_URL)`. */
function problemKind(failure: FuzzFailure): string {
  const status = /HTTP (\d+)/.exec(failure.problem)?.[1] ?? '?';
  if (failure.problem.startsWith('HTTP ')) return `HTTP ${status}`;
  const code = /"code":"([A-Z_]+)"/.exec(failure.problem)?.[1];
  return `not an envelope (HTTP ${status}${code ? ` ${code}` : ''})`;
}

/** A mutation without the field it hit or its details: `query.id: NUL byte` -> `query: NUL byte`. */
function mutationKind(label: string): string {
  return label.replace(/^(body|query|path)\.[^:]*:/, '$1:').replace(/ \(.*\)$/, '');
}

/** Failures grouped by problem: a count, the mutations seen with it and a few examples on distinct operations. */
export function formatFailures(failures: FuzzFailure[], examplesPerGroup = 3): string {
  const groups = new Map<string, FuzzFailure[]>();
  for (const failure of failures) {
    const kind = problemKind(failure);
    groups.set(kind, [...(groups.get(kind) ?? []), failure]);
  }
  return [...groups.entries()]
    .sort(([, a], [, b]) => b.length - a.length)
    .map(([kind, group]) => {
      const operations = new Set(group.map((f) => f.operation));
      const mutations = new Map<string, number>();
      for (const failure of group) {
        for (const label of failure.mutations.length > 0 ? failure.mutations : ['valid request']) {
          mutations.set(mutationKind(label), (mutations.get(mutationKind(label)) ?? 0) + 1);
        }
      }
      const seen = [...mutations.entries()]
        .sort(([, a], [, b]) => b - a)
        .map(([label, count]) => `${label} (${count})`)
        .join(', ');
      const examples = [...new Map(group.map((f) => [f.operation, f])).values()]
        .slice(0, examplesPerGroup)
        .map((f) => {
          const payload = f.payload ? ` body ${JSON.stringify(f.payload)}` : '';
          return `    e.g. ${f.mode}, ${f.mutations.join(' + ') || 'valid'}: ${f.method} ${f.url}${payload}\n      -> ${f.problem}`;
        });
      const names = [...operations].slice(0, 8).join(', ') + (operations.size > 8 ? ', ...' : '');
      const head = `- ${kind}: ${group.length}x on ${operations.size} operations (${names})\n    mutations: ${seen}`;
      return [head, ...examples].join('\n');
    })
    .join('\n');
}

// ---------------------------------------------------------------- an app as the target

export interface FuzzAccount {
  phone: string;
  password: string;
  /** The answer of every captcha of this app (buildApp's captchaText). */
  captcha: string;
}

const loginEnvelope = envelope(loginResultSchema);

/** The app through app.inject; logs in by password with the fixed captcha, from an address of its own each time. */
export function injectTarget(app: FastifyInstance, account: FuzzAccount): FuzzTarget {
  let logins = 0;
  return {
    send: async (request) => {
      const response = await app.inject({
        method: request.method as HTTPMethods,
        url: request.url,
        headers: request.headers,
        remoteAddress: request.remoteAddress,
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
      return { statusCode: response.statusCode, headers: response.headers, rawPayload: response.rawPayload };
    },
    login: async () => {
      logins++;
      const remoteAddress = `192.0.2.${(logins % 250) + 1}`;
      const captchaKey = randomUUID();
      await app.inject({ method: 'GET', url: API.auth.captcha, query: { key: captchaKey }, remoteAddress });
      const response = await app.inject({
        method: 'POST',
        url: API.auth.login,
        remoteAddress,
        payload: {
          phone: account.phone,
          password: account.password,
          captchaKey,
          captchaCode: account.captcha,
        },
      });
      const body = loginEnvelope.safeParse(response.json());
      if (!body.success || body.data.code !== 200) throw new Error(`fuzz login failed: ${response.body}`);
      return body.data.data.token;
    },
  };
}

/** The app's OpenAPI document. */
export async function openApiOf(app: FastifyInstance): Promise<OpenApiDocument> {
  const response = await app.inject({ method: 'GET', url: API.openapi });
  if (response.statusCode !== 200) throw new Error(`${API.openapi} answered HTTP ${response.statusCode}`);
  return parseOpenApi(response.body);
}
