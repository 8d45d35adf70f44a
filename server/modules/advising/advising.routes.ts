import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { chosenUniversityPageQuerySchema, chosenUniversityPageSchema } from '../../../src/contract/ai.ts';
import { API } from '../../../src/contract/api.ts';
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
import { requireUser } from '../../lib/request-guards.ts';
import { routes, type ZodApp } from '../../lib/route.ts';
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
/** What the route groups of advisingRoutes share. */
async function advisingRoutesContext(app: ZodApp) {
  const route = routes(app, tags);
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
  return { app, route, access, advising, users, referenceData, list, catalog, userOrThrow };
}

type AdvisingRoutesContext = Awaited<ReturnType<typeof advisingRoutesContext>>;

function adviserCardRoutes({
  app,
  route,
  access,
  advising,
  users,
  referenceData,
  userOrThrow,
}: AdvisingRoutesContext) {
  route.get(
    API.adviser.list,
    {
      summary: '我的顾问: the caller’s advisers with their profile and the chat account to open',
      access: 'user',
      response: adviserCardListSchema,
    },
    async (request) => {
      const student = access.requireStudent(requireUser(request));
      return await advising.adviserCards(student.id);
    },
  );

  route.get(
    API.adviser.rel,
    {
      summary: 'The caller’s adviser relations with their dates',
      access: 'user',
      response: adviserRelListSchema,
    },
    async (request) => {
      const student = access.requireStudent(requireUser(request));
      return await advising.rels(student.id);
    },
  );

  route.get(
    API.adviser.relByParam,
    {
      summary:
        'Relations by parameter: a student asks whether adviserId advises them; staff ask for studentId’s advisers',
      access: { owner: 'self', id: 'query.studentId' },
      querystring: adviserRelQuerySchema,
      response: adviserRelListSchema,
    },
    async (request) => {
      const user = requireUser(request);
      const { adviserId, studentId } = request.query;
      if (adviserId === undefined && studentId === undefined) throw createRelQueryError();
      const subject = await journeySubject(access, user, studentId);
      return await advising.rels(subject, adviserId);
    },
  );

  route.get(
    API.adviser.studentBaseInfo,
    {
      summary: 'The student’s profile with the service summary (mode, membership, advisers, open tasks)',
      access: { owner: 'self', id: 'query.studentId' },
      querystring: planQuerySchema,
      response: studentBaseInfoSchema,
    },
    async (request) => {
      const subject = await journeySubject(access, requireUser(request), request.query.studentId);
      const student = await userOrThrow(subject);
      const profile = await users.findProfile(student.id);
      const gradeTypeName = profile?.gradeType
        ? await referenceData.dictName('GRADE_TYPE', profile.gradeType)
        : null;
      return {
        profile: toStudentProfile(student, profile, gradeTypeName),
        serviceType: student.serviceType,
        vipLevel: student.vipLevel,
        ...(await advising.serviceSummary(student.id, app.clock())),
      };
    },
  );
}

function adviserStudentRoutes({ route, access, list, catalog, userOrThrow }: AdvisingRoutesContext) {
  route.get(
    API.adviser.userInfo,
    {
      summary: 'A user’s info for the personal space: the caller’s own, or a student of the calling staff',
      access: { owner: 'self', id: 'query.userId' },
      querystring: userInfoQuerySchema,
      response: userInfoSchema,
    },
    async (request) => {
      const user = requireUser(request);
      const { userId } = request.query;
      if (userId === user.id) return toCurrentUser(user);
      if (user.staffRole === null) throw createNotPartyError();
      await access.requireReader(user, userId);
      return toCurrentUser(await userOrThrow(userId));
    },
  );

  route.get(
    API.adviser.universityList,
    {
      summary: '我的大学List as the personal space pages it, newest first',
      access: 'user',
      querystring: chosenUniversityPageQuerySchema,
      response: chosenUniversityPageSchema,
    },
    async (request) => {
      return await findItemsPage(list, catalog, requireUser(request).id, request.query);
    },
  );

  route.get(
    API.adviser.removeList,
    {
      summary: 'Remove one of the caller’s 我的大学List rows (another’s is refused and stays)',
      access: { owner: 'row', resource: 'my-university-list', id: 'query.id' },
      querystring: removeListQuerySchema,
      response: z.boolean(),
    },
    async (request) => {
      const user = requireUser(request);
      if (!(await list.delete(user.id, request.query.id))) throw createListItemNotFoundError();
      return true;
    },
  );
}

function advisingConsoleRoutes({ app, advising }: AdvisingRoutesContext) {
  routes(app, ['console']).get(
    API.console.students,
    {
      summary: '我的学生: the students the caller advises or talks with, with open tasks and latest activity',
      access: 'staff',
      querystring: myStudentsQuerySchema,
      response: myStudentListSchema,
    },
    async (request) => {
      const user = requireUser(request);
      if (user.staffRole === null) throw createNotPartyError();
      return await advising.consoleStudents(user, request.query.keyword || undefined);
    },
  );
}

/**
 * 我的顾问 and the base-info calls of the personal space (API.adviser), and the console's 我的学生
 * (API.console.students). Students read their own; staff read their students (advising.access.ts).
 */
export const advisingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = await advisingRoutesContext(app);
  adviserCardRoutes(ctx);
  adviserStudentRoutes(ctx);
  advisingConsoleRoutes(ctx);
};
