import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { API } from '../../../src/contract/api.ts';
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
import { requireUser, staffOnly } from '../../lib/request-guards.ts';
import { routes, type Routes, type ZodApp } from '../../lib/route.ts';
import { createApplicationUsecases } from './application.usecases.ts';
import { pushNotices } from '../notice/notice.push.ts';

const tags = ['application'];

/** How often a listening process looks for deadline notices to send. */
const DEADLINE_REMINDER_INTERVAL_MS = 10 * 60_000;

type ApplicationUsecases = ReturnType<typeof createApplicationUsecases>;
/** Console routes: staff only, refused before the body is read. */
const staff = { access: 'staff', preValidation: staffOnly } as const;

/** The personal space's applications, delivery, materials and offers. */
function studentApplicationRoutes(app: ZodApp, route: Routes, usecases: ApplicationUsecases): void {
  route.get(
    API.application.selected,
    {
      summary: '我的大学List rows with their application (state, dates, materials, offer)',
      access: 'user',
      response: selectedUniversitiesSchema,
    },
    async (request) => ({ list: await usecases.selected(requireUser(request)) }),
  );

  route.post(
    API.application.apply,
    {
      summary: 'Apply to a 我的大学List school: an application 准备中 (twice: the existing one)',
      access: 'user',
      body: applyBodySchema,
      response: applicationSchema,
    },
    (request) => usecases.apply(requireUser(request), request.body, app.clock()),
  );

  route.post(
    API.application.deliver,
    {
      summary: 'Deliver one application: 准备中 → 已递交 (other states refused)',
      access: 'user',
      body: applicationIdBodySchema,
      response: applicationSchema,
    },
    (request) => usecases.deliver(requireUser(request), request.body.applicationId, app.clock()),
  );

  route.post(
    API.application.batchDeliver,
    {
      summary: 'Deliver several applications, all or nothing',
      access: 'user',
      body: batchDeliverBodySchema,
      response: applicationListSchema,
    },
    async (request) => ({
      list: await usecases.batchDeliver(requireUser(request), request.body.applicationIds, app.clock()),
    }),
  );

  route.post(
    API.application.materials,
    {
      summary: 'Replace the materials (own paperwork) an application carries',
      access: 'user',
      body: materialsBodySchema,
      response: applicationSchema,
    },
    (request) =>
      usecases.setMaterials(requireUser(request), request.body.applicationId, request.body.paperworkIds),
  );

  route.post(
    API.application.offers,
    {
      summary: 'Offers received, newest first, with university and QS rank',
      access: 'user',
      body: offerPageQuerySchema,
      response: offerPageSchema,
    },
    (request) => usecases.offers(requireUser(request), request.body),
  );

  route.post(
    API.application.recordOffer,
    {
      summary: 'The student records an offer of their own application (录取)',
      access: 'user',
      body: offerRecordBodySchema,
      response: offerSchema,
    },
    (request) => usecases.recordOwnOffer(requireUser(request), request.body, app.clock()),
  );
}

/** The platform's and the caller's own exchange rates. */
function rateRoutes(app: ZodApp, route: Routes, usecases: ApplicationUsecases): void {
  route.get(
    API.application.offerEmail,
    {
      summary: 'The offer email’s subject and content (text)',
      access: 'user',
      querystring: offerEmailQuerySchema,
      response: offerEmailSchema,
    },
    (request) => usecases.offerEmail(requireUser(request), request.query.offerId),
  );

  route.get(
    API.application.rates,
    {
      summary: 'Rates to CNY: the platform’s and the caller’s own, each with its date',
      access: 'user',
      response: ratesSchema,
    },
    async (request) => ({ list: await usecases.rates(requireUser(request)) }),
  );

  route.put(
    API.application.rates,
    {
      summary: 'Set the caller’s own rate of a currency',
      access: 'user',
      body: rateBodySchema,
      response: ratesSchema,
    },
    async (request) => ({ list: await usecases.putRate(requireUser(request), request.body, app.clock()) }),
  );

  route.delete(
    `${API.application.rates}/:currency`,
    {
      summary: 'Back to the platform’s rate of a currency',
      access: 'user',
      params: rateCurrencyParamsSchema,
      response: ratesSchema,
    },
    async (request) => ({ list: await usecases.resetRate(requireUser(request), request.params.currency) }),
  );
}

/** The caller's deadlines, also as an iCalendar file. */
function deadlineRoutes(app: ZodApp, route: Routes, usecases: ApplicationUsecases): void {
  route.get(
    API.application.deadlines,
    { summary: 'The caller’s deadlines, soonest first', access: 'user', response: deadlineListSchema },
    async (request) => ({ list: await usecases.deadlines(requireUser(request)) }),
  );

  route.post(
    API.application.deadlines,
    {
      summary: 'Add a deadline (application or 我的大学List row, round, date); plans preparation tasks',
      access: 'user',
      body: deadlineBodySchema,
      response: deadlineSchema,
    },
    (request) => usecases.addOwnDeadline(requireUser(request), request.body, app.clock()),
  );

  route.delete(
    `${API.application.deadlines}/:id`,
    {
      summary: 'Delete one of the caller’s deadlines (its unfinished planned tasks are withdrawn)',
      access: 'user',
      params: deadlineIdParamsSchema,
      response: deletedSchema,
    },
    (request) => usecases.deleteDeadline(requireUser(request), request.params.id, app.clock()),
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
}

/** The console's applications, offers and deadlines of an adviser's students. */
function consoleApplicationRoutes(app: ZodApp, route: Routes, usecases: ApplicationUsecases): void {
  route.get(
    API.console.applications,
    {
      summary: 'A student’s applications with history, materials, offers and deadlines (their adviser)',
      ...staff,
      querystring: consoleStudentQuerySchema,
      response: consoleApplicationsSchema,
    },
    (request) => usecases.consoleView(requireUser(request), request.query.studentId),
  );

  route.post(
    API.console.applications,
    {
      summary: 'Move a student’s application to any state, with a note (their adviser)',
      ...staff,
      body: consoleStateBodySchema,
      response: applicationSchema,
    },
    (request) => usecases.consoleMove(requireUser(request), request.body, app.clock()),
  );

  route.post(
    API.console.offers,
    {
      summary: 'Record an offer of a student’s application (录取; growth OFFER)',
      ...staff,
      body: offerRecordBodySchema,
      response: offerSchema,
    },
    async (request) => {
      const { offer, notice } = await usecases.consoleOffer(requireUser(request), request.body, app.clock());
      pushNotices(app.io, [notice]);
      return offer;
    },
  );

  route.post(
    API.console.deadlines,
    {
      summary: 'Add a deadline for a student (plans their preparation tasks)',
      ...staff,
      body: consoleDeadlineBodySchema,
      response: deadlineSchema,
    },
    (request) => {
      const { studentId, ...body } = request.body;
      return usecases.consoleDeadline(requireUser(request), studentId, body, app.clock());
    },
  );
}

/** Deadline notices at 14, 7 and 3 days: only a listening process looks (inject tests call the usecase). */
function deadlineReminders(app: ZodApp, usecases: ApplicationUsecases): void {
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
}

/**
 * Applications, delivery, offers, exchange rates and deadlines of the personal space (src/contract/
 * journey-apply.ts), and the console's applications, offers and deadlines of an adviser's students.
 */
export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = routes(app, tags);
  const usecases = createApplicationUsecases({ db: app.db });
  studentApplicationRoutes(app, route, usecases);
  rateRoutes(app, route, usecases);
  deadlineRoutes(app, route, usecases);
  consoleApplicationRoutes(app, route, usecases);
  deadlineReminders(app, usecases);
};
