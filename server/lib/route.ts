/**
 * The shape most routes take, written once: zod schemas for what comes in, an envelope around what goes out
 * (200), the tags of the module, the access declaration (server/lib/access.ts) and a handler that returns the
 * data, which ok() wraps. A route that sets its own status or body text registers with app.get/post.
 *
 *   const route = routes(app, ['task']);
 *   route.post(API.task.mine, { summary, access: 'user', body, response }, (request) => tasks.page(...));
 *
 * The spec also says what many reads repeat: `cache` (a conditional GET, server/lib/http-cache.ts) and
 * `missing` (the module's 404 when the handler finds nothing). `getSerialised` registers a cached GET whose
 * envelope is already JSON text, `deleteOwn` the DELETE of one of the caller's own rows by id.
 */
import type {
  FastifyContextConfig,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  preValidationAsyncHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

import { envelope } from '../../src/contract/envelope.ts';
import type { RouteAccess } from './access.ts';
import { ok } from './envelope.ts';
import { cached, sendJsonText, type JsonText } from './http-cache.ts';
import { requireUser, type SignedInUser } from './request-guards.ts';

export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type Input<S> = S extends z.ZodType ? z.output<S> : unknown;

export interface RouteSpec<
  R extends z.ZodType,
  B extends z.ZodType | undefined,
  P extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  M extends (() => Error) | undefined = undefined,
> {
  summary: string;
  access: RouteAccess;
  /** The schema of the envelope's data. */
  response: R;
  body?: B;
  params?: P;
  querystring?: Q;
  /** Route options beside access (a rate limit). */
  config?: Omit<FastifyContextConfig, 'access'>;
  /** Runs before the request is validated (a refusal that must come before a 400). */
  preValidation?: preValidationAsyncHookHandler;
  /** The Cache-Control of a cacheable answer: sent with the body's weak ETag, 304 when the client has it. */
  cache?: string;
  /** The module's not-found error, thrown when the handler answers null or undefined. */
  missing?: M;
}

export type RouteRequest<B, P, Q> = FastifyRequest<{
  Body: Input<B>;
  Params: Input<P>;
  Querystring: Input<Q>;
}>;

/** What a handler answers: the response's data, or nothing found when the spec names a `missing` error. */
type Answer<R extends z.ZodType, M> = M extends () => Error ? z.input<R> | null | undefined : z.input<R>;

type Register = <
  R extends z.ZodType,
  B extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  M extends (() => Error) | undefined = undefined,
>(
  url: string,
  spec: RouteSpec<R, B, P, Q, M>,
  handler: (request: RouteRequest<B, P, Q>, reply: FastifyReply) => Promise<Answer<R, M>> | Answer<R, M>,
) => void;

/** A public GET of an envelope serialised once (the response schema documents it; it is not run again). */
type RegisterSerialised = <R extends z.ZodType, Q extends z.ZodType | undefined = undefined>(
  url: string,
  spec: Omit<RouteSpec<R, undefined, undefined, Q>, 'cache' | 'missing'> & { cache: string },
  handler: (request: RouteRequest<undefined, undefined, Q>) => Promise<JsonText>,
) => void;

/** DELETE `${url}/:id` of one of the caller's own rows of `resource` (another's is refused by its access). */
type RegisterOwnDelete = <R extends z.ZodType, P extends z.ZodType<{ id: string }>>(
  url: string,
  spec: Pick<RouteSpec<R, undefined, P, undefined>, 'summary' | 'response' | 'config'> & {
    resource: string;
    params: P;
  },
  remove: (user: SignedInUser, id: string) => Promise<z.input<R>>,
) => void;

export interface Routes {
  get: Register;
  post: Register;
  put: Register;
  delete: Register;
  getSerialised: RegisterSerialised;
  deleteOwn: RegisterOwnDelete;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type AnySpec = RouteSpec<
  z.ZodType,
  z.ZodType | undefined,
  z.ZodType | undefined,
  z.ZodType | undefined,
  (() => Error) | undefined
>;

export function routes(app: ZodApp, tags: string[]): Routes {
  function add(method: Method, url: string, spec: AnySpec, handler: RouteHandlerMethod) {
    const schema: FastifySchema = {
      tags,
      summary: spec.summary,
      response: { 200: envelope(spec.response) },
    };
    if (spec.body) schema.body = spec.body;
    if (spec.params) schema.params = spec.params;
    if (spec.querystring) schema.querystring = spec.querystring;
    app.route({
      method,
      url,
      schema,
      config: { ...spec.config, access: spec.access },
      ...(spec.preValidation ? { preValidation: spec.preValidation } : {}),
      handler,
    });
  }

  const on = (method: Method): Register =>
    function register<
      R extends z.ZodType,
      B extends z.ZodType | undefined,
      P extends z.ZodType | undefined,
      Q extends z.ZodType | undefined,
      M extends (() => Error) | undefined,
    >(
      url: string,
      spec: RouteSpec<R, B, P, Q, M>,
      handler: (request: RouteRequest<B, P, Q>, reply: FastifyReply) => Promise<Answer<R, M>> | Answer<R, M>,
    ) {
      const { cache, missing } = spec;
      add(method, url, spec, async (request, reply) => {
        // the schemas above validated the request: its parts have the types the handler is written for
        const data = await handler(request as RouteRequest<B, P, Q>, reply);
        if (missing && (data === null || data === undefined)) throw missing();
        return cache === undefined ? ok(data) : cached(request, reply, ok(data), cache);
      });
    };

  function getSerialised<R extends z.ZodType, Q extends z.ZodType | undefined>(
    url: string,
    spec: Omit<RouteSpec<R, undefined, undefined, Q>, 'cache' | 'missing'> & { cache: string },
    handler: (request: RouteRequest<undefined, undefined, Q>) => Promise<JsonText>,
  ) {
    add('GET', url, spec, async (request, reply) => {
      const answer = await handler(request as RouteRequest<undefined, undefined, Q>);
      return sendJsonText(request, reply, answer, spec.cache);
    });
  }

  const deleteOwn: RegisterOwnDelete = (url, { resource, ...spec }, remove) => {
    const access = { owner: 'row', resource, id: 'params.id' } as const;
    add('DELETE', `${url}/:id`, { ...spec, access }, async (request) => {
      // the params schema parsed the id (its type's constraint)
      const { id } = request.params as { id: string };
      return ok(await remove(requireUser(request), id));
    });
  };

  return {
    get: on('GET'),
    post: on('POST'),
    put: on('PUT'),
    delete: on('DELETE'),
    getSerialised,
    deleteOwn,
  };
}
