import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { API } from '../../../src/contract/api.ts';
import {
  activityPageQuerySchema,
  activityPageSchema,
  activitySchema,
  idQuerySchema,
  maxRankDateQuerySchema,
  maxRankDateSchema,
  rankPageQuerySchema,
  rankPageSchema,
  universityDetailSchema,
  universityPageQuerySchema,
  universityPageSchema,
} from '../../../src/contract/catalog.ts';
import { envelope } from '../../../src/contract/envelope.ts';
import { ok } from '../../lib/envelope.ts';
import { CATALOG_CACHE_CONTROL, cached, sendJsonText } from '../../lib/http-cache.ts';
import type { ZodApp } from '../../lib/route.ts';
import { createSchoolActivityRepository } from './school-activity.repository.ts';
import { createActivityNotFoundError, createUniversityNotFoundError } from './school.errors.ts';
import { createSchoolRepository } from './school.repository.ts';

const tags = ['university'];

/** Activities carry their places left, which every sign-up changes: revalidated by ETag on each read. */
const ACTIVITY_CACHE_CONTROL = 'no-cache';
/** What the route groups of schoolRoutes share. */
function schoolRoutesContext(app: ZodApp) {
  const schools = createSchoolRepository({ db: app.db, cacheDir: app.dbCacheDir });
  const activities = createSchoolActivityRepository({ db: app.db });
  return { app, schools, activities };
}

type SchoolRoutesContext = ReturnType<typeof schoolRoutesContext>;

function schoolRoutesOfCatalog({ app, schools }: SchoolRoutesContext) {
  app.get(
    API.university.page,
    {
      schema: {
        tags,
        summary: 'Universities: filters, keyword (Chinese or English), sorted by a rank type (QS by default)',
        querystring: universityPageQuerySchema,
        response: { 200: envelope(universityPageSchema) },
      },
      config: { access: 'public' },
    },
    async (request, reply) =>
      sendJsonText(request, reply, await schools.findPageJson(request.query), CATALOG_CACHE_CONTROL),
  );

  app.get(
    API.university.maxRankDate,
    {
      schema: {
        tags,
        summary: 'The edition and attribution of a rank list',
        querystring: maxRankDateQuerySchema,
        response: { 200: envelope(maxRankDateSchema) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      return cached(request, reply, ok(schools.maxRankDate(request.query.rankType)), CATALOG_CACHE_CONTROL);
    },
  );

  app.get(
    API.university.rankPage,
    {
      schema: {
        tags,
        summary: 'A rank list in rank order, with its attribution (US-only types: code 410, no public data)',
        querystring: rankPageQuerySchema,
        response: { 200: envelope(rankPageSchema) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { rankType, pageIndex, pageSize } = request.query;
      const answer = await schools.findRankPageJson(rankType, { pageIndex, pageSize });
      return sendJsonText(request, reply, answer, CATALOG_CACHE_CONTROL);
    },
  );

  app.get(
    API.university.detail,
    {
      schema: {
        tags,
        summary:
          'A university: overview (city, aliases, graduate-only, rank history, Scorecard admission and tuition), QS indicators, admission statistics, majors with their QS subject rank (404 when unknown)',
        querystring: idQuerySchema,
        response: { 200: envelope(universityDetailSchema) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const detail = await schools.findDetail(request.query.id);
      if (!detail) throw createUniversityNotFoundError();
      return cached(request, reply, ok(detail), CATALOG_CACHE_CONTROL);
    },
  );
}

function schoolActivityRoutes({ app, activities }: SchoolRoutesContext) {
  app.get(
    API.university.activityPage,
    {
      schema: {
        tags,
        summary: 'School activities, upcoming first (optionally of one university)',
        querystring: activityPageQuerySchema,
        response: { 200: envelope(activityPageSchema) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      return cached(
        request,
        reply,
        ok(await activities.findPage(request.query, app.clock())),
        ACTIVITY_CACHE_CONTROL,
      );
    },
  );

  app.get(
    API.university.activityDetail,
    {
      schema: {
        tags,
        summary: 'A school activity (404 when unknown)',
        querystring: idQuerySchema,
        response: { 200: envelope(activitySchema) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const activity = await activities.findById(request.query.id, app.clock());
      if (!activity) throw createActivityNotFoundError();
      return cached(request, reply, ok(activity), ACTIVITY_CACHE_CONTROL);
    },
  );
}

/** Public university catalog: list, rank lists, detail and school activities (SPEC section 7). */
export const schoolRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = schoolRoutesContext(app);
  schoolRoutesOfCatalog(ctx);
  schoolActivityRoutes(ctx);
};
