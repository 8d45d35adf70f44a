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
import { envelope } from '../../../src/contract/envelope.ts';
import { ok } from '../../lib/envelope.ts';
import { cached } from '../../lib/http-cache.ts';
import { requireUser } from '../../lib/request-guards.ts';
import { createAppointmentRepository } from './appointment.repository.ts';
import { createAppointmentNotFoundError } from './appointment.errors.ts';

const tags = ['appointment'];
/** Places left change with every booking: revalidated by ETag on each read. */
const SESSION_CACHE_CONTROL = 'no-cache';

/**
 * Admission interviews and campus visits (SPEC section 7 "Q&A, admission, visit"), the student's bookings,
 * and the sign-up of school activities (home query viewUniversityActivityAndFinishedTask).
 */
export const appointmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createAppointmentRepository({ db: app.db });

  for (const [url, kind, summary] of [
    [API.appointment.admissionPage, '01', 'Admission interviews with the places left, upcoming first'],
    [API.appointment.visitPage, '02', 'Campus visits with the places left, upcoming first'],
  ] as const) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary,
          querystring: sessionPageQuerySchema,
          response: { 200: envelope(sessionPageSchema) },
        },
        config: { access: 'public' },
      },
      async (request, reply) =>
        cached(
          request,
          reply,
          ok(await repository.findPage(kind, request.query, app.clock())),
          SESSION_CACHE_CONTROL,
        ),
    );
  }

  app.get(
    API.appointment.config,
    {
      schema: {
        tags,
        summary: 'A session and its time slots with the places left (404 when unknown)',
        querystring: sessionIdQuerySchema,
        response: { 200: envelope(appointmentConfigSchema) },
      },
      config: { access: 'public' },
    },
    async (request, reply) =>
      cached(
        request,
        reply,
        ok(await repository.findConfig(request.query.sessionId, app.clock())),
        SESSION_CACHE_CONTROL,
      ),
  );

  app.get(
    API.appointment.admissionTask,
    {
      schema: {
        tags,
        summary: "The student's appointments of a kind (01 admission by default), upcoming first",
        querystring: admissionTaskQuerySchema,
        response: { 200: envelope(z.array(appointmentSchema)) },
      },
      config: { access: 'user' },
    },
    async (request) =>
      ok(await repository.listMine(requireUser(request).id, app.clock(), request.query.kind)),
  );

  app.get(
    API.appointment.mine,
    {
      schema: {
        tags,
        summary: "我的预约: the student's appointments and activity sign-ups",
        response: { 200: envelope(myAppointmentsSchema) },
      },
      config: { access: 'user' },
    },
    async (request) => {
      const user = requireUser(request);
      const now = app.clock();
      const [appointments, activities] = await Promise.all([
        repository.listMine(user.id, now),
        repository.listSignups(user.id, now),
      ]);
      return ok({ appointments, activities });
    },
  );

  app.post(
    API.appointment.add,
    {
      schema: {
        tags,
        summary: 'Book a slot of a session (once per session; 您已预约该场次, 该场次名额已满, 该场次已结束)',
        body: appointmentAddBodySchema,
        response: { 200: envelope(appointmentSchema) },
      },
      config: { access: 'user' },
    },
    async (request) => {
      const user = requireUser(request);
      const now = app.clock();
      const id = await repository.book(user.id, request.body, now);
      const booked = (await repository.listMine(user.id, now)).find((item) => item.id === id);
      if (!booked) throw createAppointmentNotFoundError();
      return ok(booked);
    },
  );

  app.post(
    API.appointment.cancel,
    {
      schema: {
        tags,
        summary: "Cancel one of the student's own appointments before the session starts",
        body: idBodySchema,
        response: { 200: envelope(z.object({ id: z.string() })) },
      },
      config: { access: { owner: 'row', resource: 'appointment', id: 'body.id' } },
    },
    async (request) => {
      await repository.cancel(requireUser(request).id, request.body.id, app.clock());
      return ok({ id: request.body.id });
    },
  );

  app.post(
    API.appointment.activitySignup,
    {
      schema: {
        tags,
        summary: 'Sign up for a school activity while its registration is open (once; capacity enforced)',
        body: activitySignupBodySchema,
        response: { 200: envelope(activitySignupSchema) },
      },
      config: { access: 'user' },
    },
    async (request) =>
      ok(await repository.signUp(requireUser(request).id, request.body.activityId, app.clock())),
  );

  app.get(
    API.appointment.activitySignupOf,
    {
      schema: {
        tags,
        summary: "The student's sign-up of an activity, or null",
        querystring: activitySignupQuerySchema,
        response: { 200: envelope(activitySignupSchema.nullable()) },
      },
      config: { access: 'user' },
    },
    async (request) => {
      const [signup] = await repository.listSignups(
        requireUser(request).id,
        app.clock(),
        request.query.activityId,
      );
      return ok(signup ?? null);
    },
  );

  app.post(
    API.appointment.activityCancel,
    {
      schema: {
        tags,
        summary: "Cancel one of the student's own activity sign-ups before the activity starts",
        body: idBodySchema,
        response: { 200: envelope(z.object({ id: z.string() })) },
      },
      config: { access: { owner: 'row', resource: 'activity-signup', id: 'body.id' } },
    },
    async (request) => {
      await repository.cancelSignup(requireUser(request).id, request.body.id, app.clock());
      return ok({ id: request.body.id });
    },
  );
};
