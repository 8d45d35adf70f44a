import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  addChosenBodySchema,
  chosenByUniversityQuerySchema,
  chosenUniversityPageQuerySchema,
  chosenUniversityPageSchema,
  chosenUniversitySchema,
  joinListBodySchema,
} from '../../../src/contract/ai.ts';
import { API } from '../../../src/contract/api.ts';
import { idQuerySchema } from '../../../src/contract/catalog.ts';
import { requireUser } from '../../lib/request-guards.ts';
import { routes, type ZodApp } from '../../lib/route.ts';
import { sharedAiCatalog } from '../ai-select/ai-select.catalog.ts';
import { evaluateOne } from '../ai-select/ai-select.engine.ts';
import { createAiSelectRepository } from '../ai-select/ai-select.repository.ts';
import { createUniversityNotFoundError } from '../school/school.errors.ts';
import { createListItemNotFoundError } from './my-university-list.errors.ts';
import {
  createMyUniversityListRepository,
  findItemsPage,
  toListItem,
  type ListItemValues,
} from './my-university-list.repository.ts';

const tags = ['my-university-list'];

/** 待评估: a school added without an AI request to evaluate it against. */
const NOT_EVALUATED: ListItemValues = {
  matchingState: null,
  studyResult: null,
  backgroudResult: null,
  systemResult: null,
  scoreResult: null,
  majorResult: '',
};
/** What the route groups of myUniversityListRoutes share. */
async function myUniversityListRoutesContext(app: ZodApp) {
  const route = routes(app, tags);
  const catalog = sharedAiCatalog(app.db);
  const list = createMyUniversityListRepository({ db: app.db });
  const aiSelect = createAiSelectRepository({ db: app.db });

  async function schoolOrThrow(universityId: string) {
    const school = (await catalog.get()).byId.get(universityId);
    if (!school) throw createUniversityNotFoundError();
    return school;
  }
  return { app, route, catalog, list, aiSelect, schoolOrThrow };
}

type MyUniversityListRoutesContext = Awaited<ReturnType<typeof myUniversityListRoutesContext>>;

function listJoinRoutes({
  app,
  route,
  catalog,
  list,
  aiSelect,
  schoolOrThrow,
}: MyUniversityListRoutesContext) {
  route.post(
    API.ai.joinList,
    {
      summary: 'Join a matched university to 我的大学List (joining again updates it)',
      access: 'user',
      body: joinListBodySchema,
      response: chosenUniversitySchema,
    },
    async (request) => {
      const user = requireUser(request);
      const { universityId, ...values } = request.body;
      const school = await schoolOrThrow(universityId);
      const row = await list.upsert(user.id, school.id, values, app.clock());
      return toListItem(row, school);
    },
  );

  route.post(
    API.ai.addChosen,
    {
      summary:
        'Add a university from its page: evaluated against the last AI request, else 待评估 (null scores)',
      access: 'user',
      body: addChosenBodySchema,
      response: chosenUniversitySchema,
    },
    async (request) => {
      const user = requireUser(request);
      const school = await schoolOrThrow(request.body.universityId);
      const last = await aiSelect.findLastRequest(user.id);
      let values = NOT_EVALUATED;
      if (last) {
        // null: a school not offered at this level, or with too little data to judge, stays 待评估
        const item = evaluateOne(await catalog.get(), last, school);
        if (item)
          values = {
            matchingState: item.matchingState,
            studyResult: item.studyResult,
            backgroudResult: item.backgroudResult,
            systemResult: item.systemResult,
            scoreResult: item.scoreResult,
            majorResult: item.majorResult,
          };
      }
      const row = await list.upsert(user.id, school.id, values, app.clock());
      return toListItem(row, school);
    },
  );

  route.get(
    API.ai.chosenPage,
    {
      summary: '我的大学List, newest first',
      access: 'user',
      querystring: chosenUniversityPageQuerySchema,
      response: chosenUniversityPageSchema,
    },
    async (request) => {
      return await findItemsPage(list, catalog, requireUser(request).id, request.query);
    },
  );
}

function listChosenRoutes({ route, catalog, list }: MyUniversityListRoutesContext) {
  route.get(
    API.ai.chosenByUniversity,
    {
      summary: 'The 我的大学List item of one university, or null',
      access: 'user',
      querystring: chosenByUniversityQuerySchema,
      response: chosenUniversitySchema.nullable(),
    },
    async (request) => {
      const user = requireUser(request);
      const row = await list.findByUniversity(user.id, request.query.universityId);
      const school = row ? (await catalog.get()).byId.get(row.universityId) : undefined;
      return row && school ? toListItem(row, school) : null;
    },
  );

  route.deleteOwn(
    API.ai.deleteChosen,
    {
      summary: 'Remove a university from 我的大学List (only one’s own rows)',
      resource: 'my-university-list',
      params: idQuerySchema,
      response: z.boolean(),
    },
    async (user, id) => {
      if (!(await list.delete(user.id, id))) throw createListItemNotFoundError();
      return true;
    },
  );
}

/**
 * 我的大学List of the signed-in student (SPEC section 7, AI): join from the AI results, add from a school's
 * page (scored against the student's last AI request), page, find one, delete. The URLs keep the
 * contract's names (API.ai).
 */
export const myUniversityListRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = await myUniversityListRoutesContext(app);
  listJoinRoutes(ctx);
  listChosenRoutes(ctx);
};
