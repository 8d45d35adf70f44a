import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { chosenUniversityPageQuerySchema, chosenUniversityPageSchema } from '../../../src/contract/ai.ts';
import { API } from '../../../src/contract/api.ts';
import { envelope } from '../../../src/contract/envelope.ts';
import {
  adviserCardListSchema,
  adviserRelListSchema,
  adviserRelQuerySchema,
  myStudentListSchema,
  myStudentsQuerySchema,
  planQuerySchema,
  removeListQuerySchema,
  studentBaseInfoSchema,
  userInfoQuerySchema,
  userInfoSchema,
} from '../../../src/contract/journey-plan.ts';
import { ok } from '../../lib/envelope.ts';
import { requireUser } from '../../lib/request-guards.ts';
import { sharedAiCatalog } from '../ai-select/ai-select.catalog.ts';
import { createNotPartyError } from '../../lib/errors.ts';
import { sharedReferenceData } from '../common/reference-data.ts';
import { createListItemNotFoundError } from '../my-university-list/my-university-list.errors.ts';
import {
  createMyUniversityListRepository,
  findItemsPage,
} from '../my-university-list/my-university-list.repository.ts';
import { createRelQueryError } from '../plan/plan.errors.ts';
import { toCurrentUser, toStudentProfile } from '../user/user.mappers.ts';
import { createUserRepository } from '../user/user.repository.ts';
import { createAdvisingAccess } from '../access/journey-access.ts';
import { createAdvisingRepository } from './advising.repository.ts';
import { journeySubject } from '../access/journey-subject.ts';

const tags = ['advising'];

/**
 * 我的顾问 and the base-info calls of the personal space (API.adviser), and the console's 我的学生
 * (API.console.students). Students read their own; staff read their students (advising.access.ts).
 */
export const advisingRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = createAdvisingAccess({ db: app.db });
  const advising = createAdvisingRepository({ db: app.db });
  const users = createUserRepository({ db: app.db });
  const referenceData = sharedReferenceData(app.db);
  const list = createMyUniversityListRepository({ db: app.db });
  const catalog = sharedAiCatalog(app.db);

  async function userOrThrow(id: string) {
    const user = await users.findById(id);
    if (!user) throw createNotPartyError();
    return user;
  }

  app.get(
    API.adviser.list,
    {
      schema: {
        tags,
        summary: '我的顾问: the caller’s advisers with their profile and the chat account to open',
        response: { 200: envelope(adviserCardListSchema) },
      },
      config: { access: 'user' },
    },
    async (request) => {
      const student = access.requireStudent(requireUser(request));
      return ok(await advising.adviserCards(student.id));
    },
  );

  app.get(
    API.adviser.rel,
    {
      schema: {
        tags,
        summary: 'The caller’s adviser relations with their dates',
        response: { 200: envelope(adviserRelListSchema) },
      },
      config: { access: 'user' },
    },
    async (request) => {
      const student = access.requireStudent(requireUser(request));
      return ok(await advising.rels(student.id));
    },
  );

  app.get(
    API.adviser.relByParam,
    {
      schema: {
        tags,
        summary:
          'Relations by parameter: a student asks whether adviserId advises them; staff ask for studentId’s advisers',
        querystring: adviserRelQuerySchema,
        response: { 200: envelope(adviserRelListSchema) },
      },
      config: { access: { owner: 'self', id: 'query.studentId' } },
    },
    async (request) => {
      const user = requireUser(request);
      const { adviserId, studentId } = request.query;
      if (adviserId === undefined && studentId === undefined) throw createRelQueryError();
      const subject = await journeySubject(access, user, studentId);
      return ok(await advising.rels(subject, adviserId));
    },
  );

  app.get(
    API.adviser.studentBaseInfo,
    {
      schema: {
        tags,
        summary: 'The student’s profile with the service summary (mode, membership, advisers, open tasks)',
        querystring: planQuerySchema,
        response: { 200: envelope(studentBaseInfoSchema) },
      },
      config: { access: { owner: 'self', id: 'query.studentId' } },
    },
    async (request) => {
      const subject = await journeySubject(access, requireUser(request), request.query.studentId);
      const student = await userOrThrow(subject);
      const profile = await users.findProfile(student.id);
      const gradeTypeName = profile?.gradeType
        ? await referenceData.dictName('GRADE_TYPE', profile.gradeType)
        : null;
      return ok({
        profile: toStudentProfile(student, profile, gradeTypeName),
        serviceType: student.serviceType,
        vipLevel: student.vipLevel,
        ...(await advising.serviceSummary(student.id, app.clock())),
      });
    },
  );

  app.get(
    API.adviser.userInfo,
    {
      schema: {
        tags,
        summary: 'A user’s info for the personal space: the caller’s own, or a student of the calling staff',
        querystring: userInfoQuerySchema,
        response: { 200: envelope(userInfoSchema) },
      },
      config: { access: { owner: 'self', id: 'query.userId' } },
    },
    async (request) => {
      const user = requireUser(request);
      const { userId } = request.query;
      if (userId === user.id) return ok(toCurrentUser(user));
      if (user.staffRole === null) throw createNotPartyError();
      await access.requireReader(user, userId);
      return ok(toCurrentUser(await userOrThrow(userId)));
    },
  );

  app.get(
    API.adviser.universityList,
    {
      schema: {
        tags,
        summary: '我的大学List as the personal space pages it, newest first',
        querystring: chosenUniversityPageQuerySchema,
        response: { 200: envelope(chosenUniversityPageSchema) },
      },
      config: { access: 'user' },
    },
    async (request) => {
      return ok(await findItemsPage(list, catalog, requireUser(request).id, request.query));
    },
  );

  app.get(
    API.adviser.removeList,
    {
      schema: {
        tags,
        summary: 'Remove one of the caller’s 我的大学List rows (another’s is refused and stays)',
        querystring: removeListQuerySchema,
        response: { 200: envelope(z.boolean()) },
      },
      config: { access: { owner: 'row', resource: 'my-university-list', id: 'query.id' } },
    },
    async (request) => {
      const user = requireUser(request);
      if (!(await list.delete(user.id, request.query.id))) throw createListItemNotFoundError();
      return ok(true);
    },
  );

  app.get(
    API.console.students,
    {
      schema: {
        tags: ['console'],
        summary:
          '我的学生: the students the caller advises or talks with, with open tasks and latest activity',
        querystring: myStudentsQuerySchema,
        response: { 200: envelope(myStudentListSchema) },
      },
      config: { access: 'staff' },
    },
    async (request) => {
      const user = requireUser(request);
      if (user.staffRole === null) throw createNotPartyError();
      return ok(await advising.consoleStudents(user, request.query.keyword || undefined));
    },
  );
};
