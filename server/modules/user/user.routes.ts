import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { API } from '../../../src/contract/api.ts';
import { changePasswordBodySchema } from '../../../src/contract/auth.ts';
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
import { requireTokenHash, requireUser } from '../../lib/request-guards.ts';
import { routes } from '../../lib/route.ts';
import { createUserUsecases } from './user.usecases.ts';

const tags = ['user'];

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = routes(app, tags);
  const users = createUserUsecases({ db: app.db, now: app.clock, sessions: app.sessions });

  route.get(
    API.user.current,
    { summary: 'Current user', access: 'user', response: currentUserSchema },
    async (request) => users.current(requireUser(request)),
  );

  route.get(
    `${API.user.findById}/:id`,
    {
      summary: 'Find a user by id: one’s own full record, or another user’s id, nickname and avatar',
      access: { others: 'public-fields', id: 'params.id' },
      params: userIdParamsSchema,
      response: foundUserSchema,
    },
    (request) => users.findById(requireUser(request), request.params.id),
  );

  route.put(
    `${API.user.update}/:id`,
    {
      summary: 'Update one’s own user fields',
      access: { owner: 'self', id: 'params.id' },
      params: userIdParamsSchema,
      body: updateUserBodySchema,
      response: currentUserSchema,
    },
    (request) => users.update(requireUser(request), request.params.id, request.body),
  );

  route.post(
    API.user.updateServiceType,
    {
      summary: 'Choose the service type',
      access: 'user',
      body: updateServiceTypeBodySchema,
      response: currentUserSchema,
    },
    (request) => users.updateServiceType(requireUser(request), request.body.serviceType),
  );

  route.post(
    API.user.updatePassword,
    {
      summary: 'Change the password (old + new); other sessions are signed out',
      access: 'user',
      body: changePasswordBodySchema,
      response: z.null(),
    },
    async (request) => {
      await users.changePassword(requireUser(request), requireTokenHash(request), request.body);
      return null;
    },
  );

  route.post(
    API.user.updatePersonalInfo,
    {
      summary: 'Save the profile dialog',
      access: 'user',
      body: updatePersonalInfoBodySchema,
      response: studentProfileSchema,
    },
    (request) => users.updatePersonalInfo(requireUser(request), request.body),
  );

  route.get(
    API.user.profileByUserId,
    {
      summary: 'Profile of the signed-in user',
      access: { owner: 'self', id: 'query.userId' },
      querystring: profileQuerySchema,
      response: studentProfileSchema,
    },
    (request) => users.profile(requireUser(request), request.query.userId),
  );
};
