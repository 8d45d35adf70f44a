import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { API } from '../../../src/contract/api.ts';
import { changePasswordBodySchema } from '../../../src/contract/auth.ts';
import { envelope } from '../../../src/contract/envelope.ts';
import {
  currentUserSchema,
  foundUserSchema,
  profileQuerySchema,
  studentProfileSchema,
  updatePersonalInfoBodySchema,
  updateServiceTypeBodySchema,
  updateUserBodySchema,
  userIdParamsSchema,
} from '../../../src/contract/user.ts';
import { ok } from '../../lib/envelope.ts';
import { requireTokenHash, requireUser } from '../../lib/request-guards.ts';
import { createUserUsecases } from './user.usecases.ts';

const tags = ['user'];

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = createUserUsecases({ db: app.db, now: app.clock, sessions: app.sessions });

  app.get(
    API.user.current,
    {
      schema: { tags, summary: 'Current user', response: { 200: envelope(currentUserSchema) } },
      config: { access: 'user' },
    },
    async (request) => ok(users.current(requireUser(request))),
  );

  app.get(
    `${API.user.findById}/:id`,
    {
      schema: {
        tags,
        summary: 'Find a user by id: one’s own full record, or another user’s id, nickname and avatar',
        params: userIdParamsSchema,
        response: { 200: envelope(foundUserSchema) },
      },
      config: { access: { others: 'public-fields', id: 'params.id' } },
    },
    async (request) => ok(await users.findById(requireUser(request), request.params.id)),
  );

  app.put(
    `${API.user.update}/:id`,
    {
      schema: {
        tags,
        summary: 'Update one’s own user fields',
        params: userIdParamsSchema,
        body: updateUserBodySchema,
        response: { 200: envelope(currentUserSchema) },
      },
      config: { access: { owner: 'self', id: 'params.id' } },
    },
    async (request) => ok(await users.update(requireUser(request), request.params.id, request.body)),
  );

  app.post(
    API.user.updateServiceType,
    {
      schema: {
        tags,
        summary: 'Choose the service type',
        body: updateServiceTypeBodySchema,
        response: { 200: envelope(currentUserSchema) },
      },
      config: { access: 'user' },
    },
    async (request) => ok(await users.updateServiceType(requireUser(request), request.body.serviceType)),
  );

  app.post(
    API.user.updatePassword,
    {
      schema: {
        tags,
        summary: 'Change the password (old + new); other sessions are signed out',
        body: changePasswordBodySchema,
        response: { 200: envelope(z.null()) },
      },
      config: { access: 'user' },
    },
    async (request) => {
      await users.changePassword(requireUser(request), requireTokenHash(request), request.body);
      return ok(null);
    },
  );

  app.post(
    API.user.updatePersonalInfo,
    {
      schema: {
        tags,
        summary: 'Save the profile dialog',
        body: updatePersonalInfoBodySchema,
        response: { 200: envelope(studentProfileSchema) },
      },
      config: { access: 'user' },
    },
    async (request) => ok(await users.updatePersonalInfo(requireUser(request), request.body)),
  );

  app.get(
    API.user.profileByUserId,
    {
      schema: {
        tags,
        summary: 'Profile of the signed-in user',
        querystring: profileQuerySchema,
        response: { 200: envelope(studentProfileSchema) },
      },
      config: { access: { owner: 'self', id: 'query.userId' } },
    },
    async (request) => ok(await users.profile(requireUser(request), request.query.userId)),
  );
};
