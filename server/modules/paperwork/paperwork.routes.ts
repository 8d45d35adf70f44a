import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { API } from '../../../src/contract/api.ts';
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
import { requireUser, staffOnly } from '../../lib/request-guards.ts';
import { routes } from '../../lib/route.ts';
import { createPaperworkUsecases } from './paperwork.usecases.ts';
import { pushNotices } from '../notice/notice.push.ts';

const tags = ['paperwork'];

/**
 * Materials and paperwork of the personal space (SPEC section 7 findMyPaperwork, addPaperwork,
 * deletePaperwork) and the console's reads and uploads for a student (src/contract/journey-paperwork.ts).
 */
export const paperworkRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = routes(app, tags);
  const paperwork = createPaperworkUsecases({ db: app.db, now: app.clock });

  route.get(
    API.paperwork.mine,
    {
      summary: 'The caller’s materials and paperwork: each document with its versions, newest first',
      access: 'user',
      querystring: paperworkMineQuerySchema,
      response: paperworkListSchema,
    },
    (request) => paperwork.mine(requireUser(request), request.query.kind),
  );

  route.post(
    API.paperwork.add,
    {
      summary:
        'A new document of the caller’s (or, with groupId, its next version) from their own upload of ' +
        'the kind (fileType PAPERWORK or STUDENT_MATERIAL); writes the growth record',
      access: 'user',
      body: paperworkAddBodySchema,
      response: paperworkItemSchema,
    },
    (request) => paperwork.add(requireUser(request), request.body),
  );

  route.deleteOwn(
    API.paperwork.remove,
    {
      summary: 'Delete one version of the caller’s own (soft); others: 423',
      resource: 'paperwork',
      params: paperworkIdParamsSchema,
      response: paperworkRemovedSchema,
    },
    (user, id) => paperwork.remove(user, id),
  );

  route.get(
    API.console.paperwork,
    {
      summary: 'A student’s materials and paperwork with all versions, for one of their advisers',
      access: { staff: 'student', id: 'query.studentId' },
      querystring: consolePaperworkQuerySchema,
      response: paperworkListSchema,
      preValidation: staffOnly,
    },
    (request) => paperwork.ofStudent(requireUser(request), request.query.studentId),
  );

  route.post(
    API.console.paperwork,
    {
      summary:
        'An adviser uploads a document (or a version) for their student: the file is the adviser’s own ' +
        'upload; the student sees 顾问上传 and gets a 系统通知',
      access: { staff: 'student', id: 'body.studentId' },
      body: consolePaperworkAddBodySchema,
      response: paperworkItemSchema,
      preValidation: staffOnly,
    },
    async (request) => {
      const { studentId, ...body } = request.body;
      const { item, notice } = await paperwork.addForStudent(requireUser(request), studentId, body);
      // the student sees the 系统通知 at once (the unread badge and the message center)
      if (notice) pushNotices(app.io, [notice]);
      return item;
    },
  );
};
