import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { API } from '../../../src/contract/api.ts';
import { envelope } from '../../../src/contract/envelope.ts';
import {
  qaDetailSchema,
  qaIdParamsSchema,
  qaPageQuerySchema,
  qaPageSchema,
  qaReplyPageQuerySchema,
  qaReplyPageSchema,
} from '../../../src/contract/qa.ts';
import { ok } from '../../lib/envelope.ts';
import { cached } from '../../lib/http-cache.ts';
import { createQaNotFoundError } from './qa.errors.ts';
import { createQaRepository } from './qa.repository.ts';

const tags = ['qa'];

/** Questions change rarely (seeded; asking comes later): five minutes, then revalidate by ETag. */
export const QA_CACHE_CONTROL = 'public, max-age=300';
/** The detail requires login: browsers may keep it, shared caches may not; always revalidated. */
export const QA_DETAIL_CACHE_CONTROL = 'private, no-cache';

/** Study-abroad Q&A reading (SPEC section 7 "Q&A"): public list and replies, the detail for signed-in users. */
export const qaRoutes: FastifyPluginAsyncZod = async (app) => {
  const qa = createQaRepository({ db: app.db });

  app.get(
    API.qa.page,
    {
      schema: {
        tags,
        summary: 'Questions, newest first (optional category and keyword)',
        querystring: qaPageQuerySchema,
        response: { 200: envelope(qaPageSchema) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      return cached(request, reply, ok(await qa.findPage(request.query)), QA_CACHE_CONTROL);
    },
  );

  app.get(
    API.qa.replyPage,
    {
      schema: {
        tags,
        summary: "A question's replies, oldest first (404 when the question is unknown)",
        querystring: qaReplyPageQuerySchema,
        response: { 200: envelope(qaReplyPageSchema) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { questionId, ...paging } = request.query;
      const page = await qa.findReplyPage(questionId, paging);
      if (!page) throw createQaNotFoundError();
      return cached(request, reply, ok(page), QA_CACHE_CONTROL);
    },
  );

  app.get(
    `${API.qa.detail}/:id`,
    {
      schema: {
        tags,
        summary: 'One question with its replies (login; 404 when unknown)',
        params: qaIdParamsSchema,
        response: { 200: envelope(qaDetailSchema) },
      },
      config: { access: 'user' },
    },
    async (request, reply) => {
      const question = await qa.findById(request.params.id);
      if (!question) throw createQaNotFoundError();
      return cached(request, reply, ok(question), QA_DETAIL_CACHE_CONTROL);
    },
  );
};
