import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { API } from '../../../src/contract/api.ts';
import { envelope } from '../../../src/contract/envelope.ts';
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
import { ok } from '../../lib/envelope.ts';
import { requireUser } from '../../lib/request-guards.ts';
import { createAdvisingAccess } from '../access/journey-access.ts';
import { createGrowthUsecases } from './growth.usecases.ts';
import { pushNotices } from '../notice/notice.push.ts';

const tags = ['growth'];
const NO_STORE = 'no-store';

/**
 * Growth of the personal space (SPEC section 7): the timeline, assessments, background boosts, exam scores
 * and their trend, for the signed-in student (staff have none: 423); the console's view and writes for the
 * student's advisers (advising.access.ts).
 */
export const growthRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = createAdvisingAccess({ db: app.db });
  const growth = createGrowthUsecases({ db: app.db, access });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', NO_STORE);
  });

  app.get(
    API.growth.records,
    {
      schema: {
        tags,
        summary: 'The caller’s growth records, newest first, optionally within Beijing days from..to',
        querystring: growthRecordQuerySchema,
        response: { 200: envelope(growthRecordPageSchema) },
      },
      config: { access: 'user' },
    },
    async (request) => ok(await growth.records(requireUser(request), request.query)),
  );

  app.get(
    API.growth.selfAwareness,
    {
      schema: {
        tags,
        summary: 'Self-awareness notes the caller’s counselors wrote, newest first',
        querystring: growthPageQuerySchema,
        response: { 200: envelope(assessmentPageSchema) },
      },
      config: { access: 'user' },
    },
    async (request) => ok(await growth.assessments(requireUser(request), 'SELF_AWARENESS', request.query)),
  );

  app.get(
    API.growth.interviewFeedback,
    {
      schema: {
        tags,
        summary: 'Interview feedback the caller’s counselors wrote, newest first',
        querystring: growthPageQuerySchema,
        response: { 200: envelope(assessmentPageSchema) },
      },
      config: { access: 'user' },
    },
    async (request) =>
      ok(await growth.assessments(requireUser(request), 'INTERVIEW_FEEDBACK', request.query)),
  );

  app.get(
    API.growth.bgBoost,
    {
      schema: {
        tags,
        summary: 'The caller’s background boosts, latest start first',
        response: { 200: envelope(bgBoostListSchema) },
      },
      config: { access: 'user' },
    },
    async (request) => ok(await growth.bgBoosts(requireUser(request))),
  );

  app.post(
    API.growth.bgBoostSave,
    {
      schema: {
        tags,
        summary: 'Add a background boost (no id; a MILESTONE growth record) or edit one of the caller’s (id)',
        body: bgBoostBodySchema,
        response: { 200: envelope(bgBoostSchema) },
      },
      config: { access: 'user' },
    },
    async (request) => ok(await growth.saveOwnBgBoost(requireUser(request), request.body, app.clock())),
  );

  app.delete(
    `${API.growth.bgBoostSave}/:id`,
    {
      schema: {
        tags,
        summary: 'Remove one of the caller’s background boosts (another’s: 423)',
        params: growthIdParamsSchema,
        response: { 200: envelope(deletedSchema) },
      },
      config: { access: { owner: 'row', resource: 'bg-boost', id: 'params.id' } },
    },
    async (request) => ok(await growth.deleteOwnBgBoost(requireUser(request), request.params.id)),
  );

  app.get(
    API.growth.languageSubjects,
    {
      schema: {
        tags,
        summary: 'Per language exam (TOEFL, IELTS, Duolingo) of the caller: latest, best, count',
        response: { 200: envelope(examSummaryListSchema) },
      },
      config: { access: 'user' },
    },
    async (request) => ok(await growth.examSummaries(requireUser(request), 'LANGUAGE')),
  );

  app.get(
    API.growth.standardizedScores,
    {
      schema: {
        tags,
        summary:
          'Per standardized exam (SAT, ACT, GRE, GMAT, AP, A-Level) of the caller: latest, best, count',
        response: { 200: envelope(examSummaryListSchema) },
      },
      config: { access: 'user' },
    },
    async (request) => ok(await growth.examSummaries(requireUser(request), 'STANDARDIZED')),
  );

  app.post(
    API.growth.examTypes,
    {
      schema: {
        tags,
        summary: 'The exam types the caller has scores of, each with its count, latest and best',
        response: { 200: envelope(examSummaryListSchema) },
      },
      config: { access: 'user' },
    },
    async (request) => ok(await growth.examSummaries(requireUser(request))),
  );

  app.post(
    API.growth.examTrend,
    {
      schema: {
        tags,
        summary: 'One exam’s scores of the caller over time, oldest first, with their sections',
        body: examTrendBodySchema,
        response: { 200: envelope(examTrendSchema) },
      },
      config: { access: 'user' },
    },
    async (request) => ok(await growth.examTrend(requireUser(request), request.body.examType)),
  );

  app.post(
    API.growth.score,
    {
      schema: {
        tags,
        summary:
          'The caller records a score of theirs (checked by EXAM_TABLE) with an EXAM_SCORE growth record',
        body: examScoreBodySchema,
        response: { 200: envelope(examScoreSchema) },
      },
      config: { access: 'user' },
    },
    async (request) => ok(await growth.addOwnScore(requireUser(request), request.body, app.clock())),
  );

  app.delete(
    `${API.growth.score}/:id`,
    {
      schema: {
        tags,
        summary: 'Remove one of the caller’s scores (another’s: 423, nothing changes)',
        params: growthIdParamsSchema,
        response: { 200: envelope(deletedSchema) },
      },
      config: { access: { owner: 'row', resource: 'exam-score', id: 'params.id' } },
    },
    async (request) => ok(await growth.deleteOwnScore(requireUser(request), request.params.id)),
  );

  // --- console (the student's advisers) ----------------------------------------------------------------------

  app.get(
    API.console.growth,
    {
      schema: {
        tags: ['console'],
        summary:
          'A student’s timeline, assessments, scores and boosts (the student’s advisers only; others 423)',
        querystring: consoleGrowthQuerySchema,
        response: { 200: envelope(consoleGrowthSchema) },
      },
      config: { access: { staff: 'student', id: 'query.studentId' } },
    },
    async (request) => ok(await growth.consoleGet(requireUser(request), request.query.studentId)),
  );

  app.post(
    API.console.growth,
    {
      schema: {
        tags: ['console'],
        summary:
          'Add interview feedback, a self-awareness note (both with a 系统通知), a score, a boost or a milestone to a student’s growth',
        body: consoleGrowthBodySchema,
        response: { 200: envelope(consoleGrowthSchema) },
      },
      config: { access: { staff: 'student', id: 'body.studentId' } },
    },
    async (request) => {
      const { view, notice } = await growth.consoleAdd(requireUser(request), request.body, app.clock());
      if (notice) pushNotices(app.io, [notice]);
      return ok(view);
    },
  );
};
