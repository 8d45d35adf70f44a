import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { API } from '../../../src/contract/api.ts';
import { envelope } from '../../../src/contract/envelope.ts';
import {
  applicationIdBodySchema,
  applicationListSchema,
  applicationSchema,
  applyBodySchema,
  batchDeliverBodySchema,
  consoleApplicationsSchema,
  consoleDeadlineBodySchema,
  consoleStateBodySchema,
  consoleStudentQuerySchema,
  deadlineBodySchema,
  deadlineIdParamsSchema,
  deadlineListSchema,
  deadlineSchema,
  deletedSchema,
  materialsBodySchema,
  offerEmailQuerySchema,
  offerEmailSchema,
  offerPageQuerySchema,
  offerPageSchema,
  offerRecordBodySchema,
  offerSchema,
  rateBodySchema,
  rateCurrencyParamsSchema,
  ratesSchema,
  selectedUniversitiesSchema,
} from '../../../src/contract/journey-apply.ts';
import { ok } from '../../lib/envelope.ts';
import { requireUser } from '../../lib/request-guards.ts';
import { createNotPartyError } from '../../lib/errors.ts';
import { createApplicationUsecases } from './application.usecases.ts';
import { pushNotices } from '../notice/notice.push.ts';

const tags = ['application'];

/** Console routes: a student is refused before the body is read (423, like any staff route). */
async function staffOnly(request: FastifyRequest): Promise<void> {
  if (requireUser(request).staffRole === null) throw createNotPartyError();
}

/** How often a listening process looks for deadline notices to send. */
const DEADLINE_REMINDER_INTERVAL_MS = 10 * 60_000;

/**
 * Applications, delivery, offers, exchange rates and deadlines of the personal space (src/contract/
 * journey-apply.ts), and the console's applications, offers and deadlines of an adviser's students.
 */
export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const usecases = createApplicationUsecases({ db: app.db });

  app.get(
    API.application.selected,
    {
      schema: {
        tags,
        summary: '我的大学List rows with their application (state, dates, materials, offer)',
        response: { 200: envelope(selectedUniversitiesSchema) },
      },
      config: { access: 'user' },
    },
    async (request) => ok({ list: await usecases.selected(requireUser(request)) }),
  );

  app.post(
    API.application.apply,
    {
      schema: {
        tags,
        summary: 'Apply to a 我的大学List school: an application 准备中 (twice: the existing one)',
        body: applyBodySchema,
        response: { 200: envelope(applicationSchema) },
      },
      config: { access: 'user' },
    },
    async (request) => ok(await usecases.apply(requireUser(request), request.body, app.clock())),
  );

  app.post(
    API.application.deliver,
    {
      schema: {
        tags,
        summary: 'Deliver one application: 准备中 → 已递交 (other states refused)',
        body: applicationIdBodySchema,
        response: { 200: envelope(applicationSchema) },
      },
      config: { access: 'user' },
    },
    async (request) =>
      ok(await usecases.deliver(requireUser(request), request.body.applicationId, app.clock())),
  );

  app.post(
    API.application.batchDeliver,
    {
      schema: {
        tags,
        summary: 'Deliver several applications, all or nothing',
        body: batchDeliverBodySchema,
        response: { 200: envelope(applicationListSchema) },
      },
      config: { access: 'user' },
    },
    async (request) => ({
      ...ok({
        list: await usecases.batchDeliver(requireUser(request), request.body.applicationIds, app.clock()),
      }),
    }),
  );

  app.post(
    API.application.materials,
    {
      schema: {
        tags,
        summary: 'Replace the materials (own paperwork) an application carries',
        body: materialsBodySchema,
        response: { 200: envelope(applicationSchema) },
      },
      config: { access: 'user' },
    },
    async (request) =>
      ok(
        await usecases.setMaterials(
          requireUser(request),
          request.body.applicationId,
          request.body.paperworkIds,
        ),
      ),
  );

  app.post(
    API.application.offers,
    {
      schema: {
        tags,
        summary: 'Offers received, newest first, with university and QS rank',
        body: offerPageQuerySchema,
        response: { 200: envelope(offerPageSchema) },
      },
      config: { access: 'user' },
    },
    async (request) => ok(await usecases.offers(requireUser(request), request.body)),
  );

  app.post(
    API.application.recordOffer,
    {
      schema: {
        tags,
        summary: 'The student records an offer of their own application (录取)',
        body: offerRecordBodySchema,
        response: { 200: envelope(offerSchema) },
      },
      config: { access: 'user' },
    },
    async (request) => ok(await usecases.recordOwnOffer(requireUser(request), request.body, app.clock())),
  );

  app.get(
    API.application.offerEmail,
    {
      schema: {
        tags,
        summary: 'The offer email’s subject and content (text)',
        querystring: offerEmailQuerySchema,
        response: { 200: envelope(offerEmailSchema) },
      },
      config: { access: 'user' },
    },
    async (request) => ok(await usecases.offerEmail(requireUser(request), request.query.offerId)),
  );

  app.get(
    API.application.rates,
    {
      schema: {
        tags,
        summary: 'Rates to CNY: the platform’s and the caller’s own, each with its date',
        response: { 200: envelope(ratesSchema) },
      },
      config: { access: 'user' },
    },
    async (request) => ok({ list: await usecases.rates(requireUser(request)) }),
  );

  app.put(
    API.application.rates,
    {
      schema: {
        tags,
        summary: 'Set the caller’s own rate of a currency',
        body: rateBodySchema,
        response: { 200: envelope(ratesSchema) },
      },
      config: { access: 'user' },
    },
    async (request) => ok({ list: await usecases.putRate(requireUser(request), request.body, app.clock()) }),
  );

  app.delete(
    `${API.application.rates}/:currency`,
    {
      schema: {
        tags,
        summary: 'Back to the platform’s rate of a currency',
        params: rateCurrencyParamsSchema,
        response: { 200: envelope(ratesSchema) },
      },
      config: { access: 'user' },
    },
    async (request) => ok({ list: await usecases.resetRate(requireUser(request), request.params.currency) }),
  );

  app.get(
    API.application.deadlines,
    {
      schema: {
        tags,
        summary: 'The caller’s deadlines, soonest first',
        response: { 200: envelope(deadlineListSchema) },
      },
      config: { access: 'user' },
    },
    async (request) => ok({ list: await usecases.deadlines(requireUser(request)) }),
  );

  app.post(
    API.application.deadlines,
    {
      schema: {
        tags,
        summary: 'Add a deadline (application or 我的大学List row, round, date); plans preparation tasks',
        body: deadlineBodySchema,
        response: { 200: envelope(deadlineSchema) },
      },
      config: { access: 'user' },
    },
    async (request) => ok(await usecases.addOwnDeadline(requireUser(request), request.body, app.clock())),
  );

  app.delete(
    `${API.application.deadlines}/:id`,
    {
      schema: {
        tags,
        summary: 'Delete one of the caller’s deadlines (its unfinished planned tasks are withdrawn)',
        params: deadlineIdParamsSchema,
        response: { 200: envelope(deletedSchema) },
      },
      config: { access: 'user' },
    },
    async (request) =>
      ok(await usecases.deleteDeadline(requireUser(request), request.params.id, app.clock())),
  );

  app.get(
    API.application.deadlinesIcs,
    {
      schema: { tags, summary: 'The caller’s deadlines as an iCalendar file (text/calendar)' },
      config: { access: 'user' },
    },
    async (request, reply) => {
      const text = await usecases.deadlinesIcs(requireUser(request), app.clock());
      return reply
        .header('content-disposition', 'attachment; filename="deadlines.ics"')
        .header('cache-control', 'no-store')
        .type('text/calendar; charset=utf-8')
        .send(text);
    },
  );

  // ---- console

  app.get(
    API.console.applications,
    {
      schema: {
        tags,
        summary: 'A student’s applications with history, materials, offers and deadlines (their adviser)',
        querystring: consoleStudentQuerySchema,
        response: { 200: envelope(consoleApplicationsSchema) },
      },
      config: { access: 'staff' },
      preValidation: staffOnly,
    },
    async (request) => ok(await usecases.consoleView(requireUser(request), request.query.studentId)),
  );

  app.post(
    API.console.applications,
    {
      schema: {
        tags,
        summary: 'Move a student’s application to any state, with a note (their adviser)',
        body: consoleStateBodySchema,
        response: { 200: envelope(applicationSchema) },
      },
      config: { access: 'staff' },
      preValidation: staffOnly,
    },
    async (request) => ok(await usecases.consoleMove(requireUser(request), request.body, app.clock())),
  );

  app.post(
    API.console.offers,
    {
      schema: {
        tags,
        summary: 'Record an offer of a student’s application (录取; growth OFFER)',
        body: offerRecordBodySchema,
        response: { 200: envelope(offerSchema) },
      },
      config: { access: 'staff' },
      preValidation: staffOnly,
    },
    async (request) => {
      const { offer, notice } = await usecases.consoleOffer(requireUser(request), request.body, app.clock());
      pushNotices(app.io, [notice]);
      return ok(offer);
    },
  );

  app.post(
    API.console.deadlines,
    {
      schema: {
        tags,
        summary: 'Add a deadline for a student (plans their preparation tasks)',
        body: consoleDeadlineBodySchema,
        response: { 200: envelope(deadlineSchema) },
      },
      config: { access: 'staff' },
      preValidation: staffOnly,
    },
    async (request) => {
      const { studentId, ...body } = request.body;
      return ok(await usecases.consoleDeadline(requireUser(request), studentId, body, app.clock()));
    },
  );

  // deadline notices at 14, 7 and 3 days: only a listening process looks (inject tests call the usecase)
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onListen', async () => {
    timer = setInterval(() => {
      usecases
        .sendDueDeadlineReminders(app.clock())
        .then((notices) => {
          pushNotices(app.io, notices);
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'deadline reminders failed'));
    }, DEADLINE_REMINDER_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
};
