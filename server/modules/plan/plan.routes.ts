import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { API } from '../../../src/contract/api.ts';
import {
  afterAbroadItemSchema,
  afterAbroadListSchema,
  afterAbroadTickBodySchema,
  consolePlanBodySchema,
  consolePlanResultSchema,
  courseListSchema,
  planPageQuerySchema,
  planQuerySchema,
  plannedUniversityListSchema,
  programListSchema,
  strategyPageSchema,
  tierName,
} from '../../../src/contract/journey-plan.ts';
import { requireUser } from '../../lib/request-guards.ts';
import { createAdvisingAccess } from '../access/journey-access.ts';
import { journeySubject } from '../access/journey-subject.ts';
import { routes, type ZodApp } from '../../lib/route.ts';
import { sharedAiCatalog } from '../ai-select/ai-select.catalog.ts';
import { toListItem } from '../my-university-list/my-university-list.repository.ts';
import { myUniversityListTable } from '../my-university-list/my-university-list.table.ts';
import { createUniversityNotFoundError } from '../school/school.errors.ts';
import { createAfterAbroadItemNotFoundError } from './plan.errors.ts';
import { toAfterAbroadItem, toCourseItem, toProgramItem, toStrategyItem } from './plan.mappers.ts';
import { createPlanRepository } from './plan.repository.ts';

const tags = ['plan'];
/** What the route groups of planRoutes share. */
function planRoutesContext(app: ZodApp) {
  const route = routes(app, tags);
  const plan = createPlanRepository({ db: app.db });
  const access = createAdvisingAccess({ db: app.db });
  const catalog = sharedAiCatalog(app.db);

  /** A GET of the caller's own plan list (or, for their adviser, a student's: ?studentId). */
  function subjectGet<R extends z.ZodType>(
    url: string,
    summary: string,
    response: R,
    load: (subject: string) => Promise<z.input<R>>,
  ) {
    route.get(
      url,
      { summary, access: { owner: 'self', id: 'query.studentId' }, querystring: planQuerySchema, response },
      async (request) => load(await journeySubject(access, requireUser(request), request.query.studentId)),
    );
  }
  return { app, route, plan, access, catalog, subjectGet };
}

type PlanRoutesContext = ReturnType<typeof planRoutesContext>;

function planStrategyRoutes({ route, plan, access, catalog, subjectGet }: PlanRoutesContext) {
  route.get(
    API.growth.strategy,
    {
      summary: '选校策略: schools by tier (冲刺, 匹配, 保底) with the reasons, paged',
      access: { owner: 'self', id: 'query.studentId' },
      querystring: planPageQuerySchema,
      response: strategyPageSchema,
    },
    async (request) => {
      const { studentId, ...paging } = request.query;
      const subject = await journeySubject(access, requireUser(request), studentId);
      const page = await plan.strategyPage(subject, paging);
      const { byId } = await catalog.get();
      return {
        ...page,
        list: page.list.map((item) => toStrategyItem(item, byId.get(item.row.universityId ?? ''))),
      };
    },
  );

  subjectGet(API.growth.courses, '推荐课程, newest first', courseListSchema, async (subject) => {
    return (await plan.listOf(subject, 'COURSE')).map(toCourseItem);
  });

  subjectGet(API.growth.programs, '目标项目, newest first', programListSchema, async (subject) => {
    const { byId } = await catalog.get();
    const items = await plan.listOf(subject, 'PROGRAM');
    return items.map((item) => toProgramItem(item, byId.get(item.row.universityId ?? '')));
  });
}

function planUniversityRoutes({ app, route, plan, access, catalog, subjectGet }: PlanRoutesContext) {
  subjectGet(
    API.growth.universities,
    '我的大学List with the strategy’s tier and reason where the adviser set one',
    plannedUniversityListSchema,
    async (subject) => {
      const rows = await app.db
        .select()
        .from(myUniversityListTable)
        .where(eq(myUniversityListTable.userId, subject))
        .orderBy(desc(myUniversityListTable.joinedAt), desc(myUniversityListTable.id));
      // newest strategy item per school wins
      const strategy = new Map<string, { tier: '01' | '02' | '03'; reason: string }>();
      for (const item of await plan.listOf(subject, 'STRATEGY')) {
        const { universityId, tier, reason } = item.row;
        if (universityId && tier && !strategy.has(universityId)) strategy.set(universityId, { tier, reason });
      }
      const { byId } = await catalog.get();
      return rows.flatMap((row) => {
        const school = byId.get(row.universityId);
        if (!school) return [];
        const planned = strategy.get(row.universityId);
        return [
          {
            ...toListItem(row, school),
            tier: planned?.tier ?? null,
            tierName: planned ? tierName(planned.tier) : null,
            reason: planned?.reason ?? null,
          },
        ];
      });
    },
  );

  subjectGet(
    API.growth.afterAbroad,
    '出国后清单 (the default checklist is created on the first read)',
    afterAbroadListSchema,
    async (subject) => {
      return (await plan.afterAbroad(subject, app.clock())).map(toAfterAbroadItem);
    },
  );

  route.post(
    API.growth.afterAbroadTick,
    {
      summary: 'Tick or untick one of the caller’s own after-arrival items',
      access: { owner: 'row', resource: 'after-abroad-item', id: 'body.id' },
      body: afterAbroadTickBodySchema,
      response: afterAbroadItemSchema,
    },
    async (request) => {
      const student = access.requireStudent(requireUser(request));
      const row = await plan.tick(student.id, request.body.id, request.body.done, app.clock());
      if (!row) throw createAfterAbroadItemNotFoundError();
      return toAfterAbroadItem(row);
    },
  );
}

function planConsoleRoutes({ app, plan, access, catalog }: PlanRoutesContext) {
  routes(app, ['console']).post(
    API.console.plan,
    {
      summary: 'Add a strategy school, a course or a program to one of the caller’s students’ plan',
      access: { staff: 'student', id: 'body.studentId' },
      body: consolePlanBodySchema,
      response: consolePlanResultSchema,
    },
    async (request) => {
      const user = requireUser(request);
      const body = request.body;
      await access.requireMyStudent(user, body.studentId, { write: true });
      if (body.kind !== 'COURSE' && !(await catalog.get()).byId.has(body.universityId)) {
        throw createUniversityNotFoundError();
      }
      const base = { studentId: body.studentId, kind: body.kind, authorId: user.id };
      const row =
        body.kind === 'STRATEGY'
          ? await plan.insert(
              { ...base, universityId: body.universityId, tier: body.tier, reason: body.reason },
              app.clock(),
            )
          : body.kind === 'COURSE'
            ? await plan.insert(
                {
                  ...base,
                  name: body.name,
                  provider: body.provider,
                  courseType: body.courseType,
                  reason: body.reason,
                  url: body.url === '' ? null : body.url,
                },
                app.clock(),
              )
            : await plan.insert(
                {
                  ...base,
                  universityId: body.universityId,
                  programName: body.programName,
                  degree: body.degree,
                  intake: body.intake,
                  notes: body.notes,
                },
                app.clock(),
              );
      return { id: row.id, kind: row.kind };
    },
  );
}

/**
 * The plan of the personal space (src/contract/journey-plan.ts): strategy, courses, programs, universities
 * with their tiers and the after-arrival checklist, read by the student (their own) or one of their advisers
 * (`studentId`); the console adds items (advising access with write).
 */
export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = planRoutesContext(app);
  planStrategyRoutes(ctx);
  planUniversityRoutes(ctx);
  planConsoleRoutes(ctx);
};
