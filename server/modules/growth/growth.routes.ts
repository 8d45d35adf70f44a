import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { API } from '../../../src/contract/api.ts';
import {
  assessmentPageSchema,
  bgBoostBodySchema,
  bgBoostListSchema,
  bgBoostSchema,
  consoleGrowthBodySchema,
  consoleGrowthQuerySchema,
  consoleGrowthSchema,
  deletedSchema,
  examScoreBodySchema,
  examScoreSchema,
  examSummaryListSchema,
  examTrendBodySchema,
  examTrendSchema,
  growthIdParamsSchema,
  growthPageQuerySchema,
  growthRecordPageSchema,
  growthRecordQuerySchema,
} from '../../../src/contract/journey-growth.ts';
import { requireUser } from '../../lib/request-guards.ts';
import { createAdvisingAccess } from '../access/journey-access.ts';
import { routes, type ZodApp } from '../../lib/route.ts';
import { createGrowthUsecases } from './growth.usecases.ts';
import { pushNotices } from '../notice/notice.push.ts';

const tags = ['growth'];
const NO_STORE = 'no-store';
/** What the route groups of growthRoutes share. */
function growthRoutesContext(app: ZodApp) {
  const route = routes(app, tags);
  const access = createAdvisingAccess({ db: app.db });
  const growth = createGrowthUsecases({ db: app.db, access });
  return { app, route, access, growth };
}

type GrowthRoutesContext = ReturnType<typeof growthRoutesContext>;

function growthRecordRoutes({ app, route, growth }: GrowthRoutesContext) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', NO_STORE);
  });

  route.get(
    API.growth.records,
    {
      summary: 'The caller’s growth records, newest first, optionally within Beijing days from..to',
      access: 'user',
      querystring: growthRecordQuerySchema,
      response: growthRecordPageSchema,
    },
    (request) => growth.records(requireUser(request), request.query),
  );

  route.get(
    API.growth.selfAwareness,
    {
      summary: 'Self-awareness notes the caller’s counselors wrote, newest first',
      access: 'user',
      querystring: growthPageQuerySchema,
      response: assessmentPageSchema,
    },
    (request) => growth.assessments(requireUser(request), 'SELF_AWARENESS', request.query),
  );

  route.get(
    API.growth.interviewFeedback,
    {
      summary: 'Interview feedback the caller’s counselors wrote, newest first',
      access: 'user',
      querystring: growthPageQuerySchema,
      response: assessmentPageSchema,
    },
    (request) => growth.assessments(requireUser(request), 'INTERVIEW_FEEDBACK', request.query),
  );

  route.get(
    API.growth.bgBoost,
    {
      summary: 'The caller’s background boosts, latest start first',
      access: 'user',
      response: bgBoostListSchema,
    },
    (request) => growth.bgBoosts(requireUser(request)),
  );

  route.post(
    API.growth.bgBoostSave,
    {
      summary: 'Add a background boost (no id; a MILESTONE growth record) or edit one of the caller’s (id)',
      access: 'user',
      body: bgBoostBodySchema,
      response: bgBoostSchema,
    },
    (request) => growth.saveOwnBgBoost(requireUser(request), request.body, app.clock()),
  );

  route.deleteOwn(
    API.growth.bgBoostSave,
    {
      summary: 'Remove one of the caller’s background boosts (another’s: 423)',
      resource: 'bg-boost',
      params: growthIdParamsSchema,
      response: deletedSchema,
    },
    (user, id) => growth.deleteOwnBgBoost(user, id),
  );
}

function growthScoreRoutes({ app, route, growth }: GrowthRoutesContext) {
  route.get(
    API.growth.languageSubjects,
    {
      summary: 'Per language exam (TOEFL, IELTS, Duolingo) of the caller: latest, best, count',
      access: 'user',
      response: examSummaryListSchema,
    },
    (request) => growth.examSummaries(requireUser(request), 'LANGUAGE'),
  );

  route.get(
    API.growth.standardizedScores,
    {
      summary: 'Per standardized exam (SAT, ACT, GRE, GMAT, AP, A-Level) of the caller: latest, best, count',
      access: 'user',
      response: examSummaryListSchema,
    },
    (request) => growth.examSummaries(requireUser(request), 'STANDARDIZED'),
  );

  route.post(
    API.growth.examTypes,
    {
      summary: 'The exam types the caller has scores of, each with its count, latest and best',
      access: 'user',
      response: examSummaryListSchema,
    },
    (request) => growth.examSummaries(requireUser(request)),
  );

  route.post(
    API.growth.examTrend,
    {
      summary: 'One exam’s scores of the caller over time, oldest first, with their sections',
      access: 'user',
      body: examTrendBodySchema,
      response: examTrendSchema,
    },
    (request) => growth.examTrend(requireUser(request), request.body.examType),
  );

  route.post(
    API.growth.score,
    {
      summary:
        'The caller records a score of theirs (checked by EXAM_TABLE) with an EXAM_SCORE growth record',
      access: 'user',
      body: examScoreBodySchema,
      response: examScoreSchema,
    },
    (request) => growth.addOwnScore(requireUser(request), request.body, app.clock()),
  );

  route.deleteOwn(
    API.growth.score,
    {
      summary: 'Remove one of the caller’s scores (another’s: 423, nothing changes)',
      resource: 'exam-score',
      params: growthIdParamsSchema,
      response: deletedSchema,
    },
    (user, id) => growth.deleteOwnScore(user, id),
  );
}

function growthConsoleRoutes({ app, growth }: GrowthRoutesContext) {
  // --- console (the student's advisers) ----------------------------------------------------------------------
  const staff = routes(app, ['console']);

  staff.get(
    API.console.growth,
    {
      summary:
        'A student’s timeline, assessments, scores and boosts (the student’s advisers only; others 423)',
      access: { staff: 'student', id: 'query.studentId' },
      querystring: consoleGrowthQuerySchema,
      response: consoleGrowthSchema,
    },
    (request) => growth.consoleGet(requireUser(request), request.query.studentId),
  );

  staff.post(
    API.console.growth,
    {
      summary:
        'Add interview feedback, a self-awareness note (both with a 系统通知), a score, a boost or a milestone to a student’s growth',
      access: { staff: 'student', id: 'body.studentId' },
      body: consoleGrowthBodySchema,
      response: consoleGrowthSchema,
    },
    async (request) => {
      const { view, notice } = await growth.consoleAdd(requireUser(request), request.body, app.clock());
      if (notice) pushNotices(app.io, [notice]);
      return view;
    },
  );
}

/**
 * Growth of the personal space (SPEC section 7): the timeline, assessments, background boosts, exam scores
 * and their trend, for the signed-in student (staff have none: 423); the console's view and writes for the
 * student's advisers (advising.access.ts).
 */
export const growthRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = growthRoutesContext(app);
  growthRecordRoutes(ctx);
  growthScoreRoutes(ctx);
  growthConsoleRoutes(ctx);
};
