import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { API } from '../../../src/contract/api.ts';
import {
  activitySignupBodySchema,
  activitySignupQuerySchema,
  activitySignupSchema,
  admissionTaskQuerySchema,
  appointmentAddBodySchema,
  appointmentConfigSchema,
  appointmentSchema,
  idBodySchema,
  myAppointmentsSchema,
  sessionIdQuerySchema,
  sessionPageQuerySchema,
  sessionPageSchema,
} from '../../../src/contract/appointment.ts';
import { requireUser } from '../../lib/request-guards.ts';
import { routes, type Routes, type ZodApp } from '../../lib/route.ts';
import { createAppointmentRepository } from './appointment.repository.ts';
import { createAppointmentNotFoundError } from './appointment.errors.ts';

const tags = ['appointment'];
/** Places left change with every booking: revalidated by ETag on each read. */
const SESSION_CACHE_CONTROL = 'no-cache';

type AppointmentRepository = ReturnType<typeof createAppointmentRepository>;

/** The public pages and configs of sessions, revalidated by ETag. */
function sessionRoutes(app: ZodApp, route: Routes, repository: AppointmentRepository): void {
  for (const [url, kind, summary] of [
    [API.appointment.admissionPage, '01', 'Admission interviews with the places left, upcoming first'],
    [API.appointment.visitPage, '02', 'Campus visits with the places left, upcoming first'],
  ] as const) {
    route.get(
      url,
      {
        summary,
        access: 'public',
        querystring: sessionPageQuerySchema,
        response: sessionPageSchema,
        cache: SESSION_CACHE_CONTROL,
      },
      (request) => repository.findPage(kind, request.query, app.clock()),
    );
  }

  route.get(
    API.appointment.config,
    {
      summary: 'A session and its time slots with the places left (404 when unknown)',
      access: 'public',
      querystring: sessionIdQuerySchema,
      response: appointmentConfigSchema,
      cache: SESSION_CACHE_CONTROL,
    },
    (request) => repository.findConfig(request.query.sessionId, app.clock()),
  );
}

/** Cancels one of the student's own rows by body.id (another's is refused by its access) and answers the id. */
function cancelRoute(
  app: ZodApp,
  route: Routes,
  spec: {
    url: string;
    summary: string;
    resource: string;
    cancel: (userId: string, id: string, now: Date) => Promise<unknown>;
  },
): void {
  const { url, summary, resource, cancel } = spec;
  route.post(
    url,
    {
      summary,
      access: { owner: 'row', resource, id: 'body.id' },
      body: idBodySchema,
      response: z.object({ id: z.string() }),
    },
    async (request) => {
      await cancel(requireUser(request).id, request.body.id, app.clock());
      return { id: request.body.id };
    },
  );
}

/** The student's bookings of session slots. */
function bookingRoutes(app: ZodApp, route: Routes, repository: AppointmentRepository): void {
  route.get(
    API.appointment.admissionTask,
    {
      summary: "The student's appointments of a kind (01 admission by default), upcoming first",
      access: 'user',
      querystring: admissionTaskQuerySchema,
      response: z.array(appointmentSchema),
    },
    (request) => repository.listMine(requireUser(request).id, app.clock(), request.query.kind),
  );

  route.get(
    API.appointment.mine,
    {
      summary: "我的预约: the student's appointments and activity sign-ups",
      access: 'user',
      response: myAppointmentsSchema,
    },
    async (request) => {
      const user = requireUser(request);
      const now = app.clock();
      const [appointments, activities] = await Promise.all([
        repository.listMine(user.id, now),
        repository.listSignups(user.id, now),
      ]);
      return { appointments, activities };
    },
  );

  route.post(
    API.appointment.add,
    {
      summary: 'Book a slot of a session (once per session; 您已预约该场次, 该场次名额已满, 该场次已结束)',
      access: 'user',
      body: appointmentAddBodySchema,
      response: appointmentSchema,
    },
    async (request) => {
      const user = requireUser(request);
      const now = app.clock();
      const id = await repository.book(user.id, request.body, now);
      const booked = (await repository.listMine(user.id, now)).find((item) => item.id === id);
      if (!booked) throw createAppointmentNotFoundError();
      return booked;
    },
  );

  cancelRoute(app, route, {
    url: API.appointment.cancel,
    summary: "Cancel one of the student's own appointments before the session starts",
    resource: 'appointment',
    cancel: (userId, id, now) => repository.cancel(userId, id, now),
  });
}

/** The student's sign-ups of school activities. */
function activitySignupRoutes(app: ZodApp, route: Routes, repository: AppointmentRepository): void {
  route.post(
    API.appointment.activitySignup,
    {
      summary: 'Sign up for a school activity while its registration is open (once; capacity enforced)',
      access: 'user',
      body: activitySignupBodySchema,
      response: activitySignupSchema,
    },
    (request) => repository.signUp(requireUser(request).id, request.body.activityId, app.clock()),
  );

  route.get(
    API.appointment.activitySignupOf,
    {
      summary: "The student's sign-up of an activity, or null",
      access: 'user',
      querystring: activitySignupQuerySchema,
      response: activitySignupSchema.nullable(),
    },
    async (request) => {
      const [signup] = await repository.listSignups(
        requireUser(request).id,
        app.clock(),
        request.query.activityId,
      );
      return signup ?? null;
    },
  );

  cancelRoute(app, route, {
    url: API.appointment.activityCancel,
    summary: "Cancel one of the student's own activity sign-ups before the activity starts",
    resource: 'activity-signup',
    cancel: (userId, id, now) => repository.cancelSignup(userId, id, now),
  });
}

/**
 * Admission interviews and campus visits (SPEC section 7 "Q&A, admission, visit"), the student's bookings,
 * and the sign-up of school activities (home query viewUniversityActivityAndFinishedTask).
 */
export const appointmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = routes(app, tags);
  const repository = createAppointmentRepository({ db: app.db });
  sessionRoutes(app, route, repository);
  bookingRoutes(app, route, repository);
  activitySignupRoutes(app, route, repository);
};
