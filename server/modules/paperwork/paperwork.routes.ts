import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { API } from '../../../src/contract/api.ts';
import { envelope } from '../../../src/contract/envelope.ts';
import {
  consolePaperworkAddBodySchema,
  consolePaperworkQuerySchema,
  paperworkAddBodySchema,
  paperworkIdParamsSchema,
  paperworkItemSchema,
  paperworkListSchema,
  paperworkMineQuerySchema,
  paperworkRemovedSchema,
} from '../../../src/contract/journey-paperwork.ts';
import { ok } from '../../lib/envelope.ts';
import { createNotPartyError } from '../../lib/errors.ts';
import { requireUser } from '../../lib/request-guards.ts';
import { createPaperworkUsecases } from './paperwork.usecases.ts';
import { pushNotices } from '../notice/notice.push.ts';

const tags = ['paperwork'];

/** Console calls: a student is refused (423) before the body is even validated. */
async function staffOnly(request: FastifyRequest): Promise<void> {
  if (requireUser(request).staffRole === null) throw createNotPartyError();
}

/**
 * Materials and paperwork of the personal space (SPEC section 7 findMyPaperwork, addPaperwork,
 * deletePaperwork) and the console's reads and uploads for a student (src/contract/journey-paperwork.ts).
 */
export const paperworkRoutes: FastifyPluginAsyncZod = async (app) => {
  const paperwork = createPaperworkUsecases({ db: app.db, now: app.clock });

  app.get(
    API.paperwork.mine,
    {
      schema: {
        tags,
        summary: 'The caller’s materials and paperwork: each document with its versions, newest first',
        querystring: paperworkMineQuerySchema,
        response: { 200: envelope(paperworkListSchema) },
      },
      config: { access: 'user' },
    },
    async (request) => ok(await paperwork.mine(requireUser(request), request.query.kind)),
  );

  app.post(
    API.paperwork.add,
    {
      schema: {
        tags,
        summary:
          'A new document of the caller’s (or, with groupId, its next version) from their own upload of ' +
          'the kind (fileType PAPERWORK or STUDENT_MATERIAL); writes the growth record',
        body: paperworkAddBodySchema,
        response: { 200: envelope(paperworkItemSchema) },
      },
      config: { access: 'user' },
    },
    async (request) => ok(await paperwork.add(requireUser(request), request.body)),
  );

  app.delete(
    `${API.paperwork.remove}/:id`,
    {
      schema: {
        tags,
        summary: 'Delete one version of the caller’s own (soft); others: 423',
        params: paperworkIdParamsSchema,
        response: { 200: envelope(paperworkRemovedSchema) },
      },
      config: { access: { owner: 'row', resource: 'paperwork', id: 'params.id' } },
    },
    async (request) => ok(await paperwork.remove(requireUser(request), request.params.id)),
  );

  app.get(
    API.console.paperwork,
    {
      schema: {
        tags,
        summary: 'A student’s materials and paperwork with all versions, for one of their advisers',
        querystring: consolePaperworkQuerySchema,
        response: { 200: envelope(paperworkListSchema) },
      },
      config: { access: { staff: 'student', id: 'query.studentId' } },
      preValidation: staffOnly,
    },
    async (request) => ok(await paperwork.ofStudent(requireUser(request), request.query.studentId)),
  );

  app.post(
    API.console.paperwork,
    {
      schema: {
        tags,
        summary:
          'An adviser uploads a document (or a version) for their student: the file is the adviser’s own ' +
          'upload; the student sees 顾问上传 and gets a 系统通知',
        body: consolePaperworkAddBodySchema,
        response: { 200: envelope(paperworkItemSchema) },
      },
      config: { access: { staff: 'student', id: 'body.studentId' } },
      preValidation: staffOnly,
    },
    async (request) => {
      const { studentId, ...body } = request.body;
      const { item, notice } = await paperwork.addForStudent(requireUser(request), studentId, body);
      // the student sees the 系统通知 at once (the unread badge and the message center)
      if (notice) pushNotices(app.io, [notice]);
      return ok(item);
    },
  );
};
