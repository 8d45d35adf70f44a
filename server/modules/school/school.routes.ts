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
import { CATALOG_CACHE_CONTROL } from '../../lib/http-cache.ts';
import { routes, type ZodApp } from '../../lib/route.ts';
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
  return { app, route: routes(app, tags), schools, activities };
}

type SchoolRoutesContext = ReturnType<typeof schoolRoutesContext>;

function schoolRoutesOfCatalog({ route, schools }: SchoolRoutesContext) {
  route.getSerialised(
    API.university.page,
    {
      summary: 'Universities: filters, keyword (Chinese or English), sorted by a rank type (QS by default)',
      access: 'public',
      querystring: universityPageQuerySchema,
      response: universityPageSchema,
      cache: CATALOG_CACHE_CONTROL,
    },
    (request) => schools.findPageJson(request.query),
  );

  route.get(
    API.university.maxRankDate,
    {
      summary: 'The edition and attribution of a rank list',
      access: 'public',
      querystring: maxRankDateQuerySchema,
      response: maxRankDateSchema,
      cache: CATALOG_CACHE_CONTROL,
    },
    (request) => schools.maxRankDate(request.query.rankType),
  );

  route.getSerialised(
    API.university.rankPage,
    {
      summary: 'A rank list in rank order, with its attribution (US-only types: code 410, no public data)',
      access: 'public',
      querystring: rankPageQuerySchema,
      response: rankPageSchema,
      cache: CATALOG_CACHE_CONTROL,
    },
    (request) => {
      const { rankType, pageIndex, pageSize } = request.query;
      return schools.findRankPageJson(rankType, { pageIndex, pageSize });
    },
  );

  route.get(
    API.university.detail,
    {
      summary:
        'A university: overview (city, aliases, graduate-only, rank history, Scorecard admission and tuition), QS indicators, admission statistics, majors with their QS subject rank (404 when unknown)',
      access: 'public',
      querystring: idQuerySchema,
      response: universityDetailSchema,
      cache: CATALOG_CACHE_CONTROL,
      missing: createUniversityNotFoundError,
    },
    (request) => schools.findDetail(request.query.id),
  );
}

function schoolActivityRoutes({ app, route, activities }: SchoolRoutesContext) {
  route.get(
    API.university.activityPage,
    {
      summary: 'School activities, upcoming first (optionally of one university)',
      access: 'public',
      querystring: activityPageQuerySchema,
      response: activityPageSchema,
      cache: ACTIVITY_CACHE_CONTROL,
    },
    (request) => activities.findPage(request.query, app.clock()),
  );

  route.get(
    API.university.activityDetail,
    {
      summary: 'A school activity (404 when unknown)',
      access: 'public',
      querystring: idQuerySchema,
      response: activitySchema,
      cache: ACTIVITY_CACHE_CONTROL,
      missing: createActivityNotFoundError,
    },
    (request) => activities.findById(request.query.id, app.clock()),
  );
}

/** Public university catalog: list, rank lists, detail and school activities (SPEC section 7). */
export const schoolRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = schoolRoutesContext(app);
  schoolRoutesOfCatalog(ctx);
  schoolActivityRoutes(ctx);
};
