/**
 * The shape most routes take, written once: zod schemas for what comes in, an envelope around what goes out
 * (200), the tags of the module, the access declaration (server/lib/access.ts) and a handler that returns the
 * data, which ok() wraps. A route that sets its own status, headers or body text registers with app.get/post.
 *
 *   const route = routes(app, ['task']);
 *   route.post(API.task.mine, { summary, access: 'user', body, response }, (request) => tasks.page(...));
 */
import type {
  FastifyContextConfig,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  preValidationAsyncHookHandler,
} from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

import { envelope } from '../../src/contract/envelope.ts';
import type { RouteAccess } from './access.ts';
import { ok } from './envelope.ts';

export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type Input<S> = S extends z.ZodType ? z.output<S> : unknown;

export interface RouteSpec<
  R extends z.ZodType,
  B extends z.ZodType | undefined,
  P extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
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
}

export type RouteRequest<B, P, Q> = FastifyRequest<{
  Body: Input<B>;
  Params: Input<P>;
  Querystring: Input<Q>;
}>;

type Register = <
  R extends z.ZodType,
  B extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
>(
  url: string,
  spec: RouteSpec<R, B, P, Q>,
  handler: (request: RouteRequest<B, P, Q>, reply: FastifyReply) => Promise<z.input<R>> | z.input<R>,
) => void;

export interface Routes {
  get: Register;
  post: Register;
  put: Register;
  delete: Register;
}

export function routes(app: ZodApp, tags: string[]): Routes {
  const on = (method: 'GET' | 'POST' | 'PUT' | 'DELETE'): Register =>
    function register<
      R extends z.ZodType,
      B extends z.ZodType | undefined,
      P extends z.ZodType | undefined,
      Q extends z.ZodType | undefined,
    >(
      url: string,
      spec: RouteSpec<R, B, P, Q>,
      handler: (request: RouteRequest<B, P, Q>, reply: FastifyReply) => Promise<z.input<R>> | z.input<R>,
    ) {
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
        // the schemas above validated the request: its parts have the types the handler is written for
        handler: async (request, reply) => ok(await handler(request as RouteRequest<B, P, Q>, reply)),
      });
    };
  return { get: on('GET'), post: on('POST'), put: on('PUT'), delete: on('DELETE') };
}
