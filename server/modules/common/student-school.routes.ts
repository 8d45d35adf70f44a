import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { API } from '../../../src/contract/api.ts';
import { envelope } from '../../../src/contract/envelope.ts';
import {
  findStudentSchoolQuerySchema,
  schoolListQuerySchema,
  studentSchoolListSchema,
} from '../../../src/contract/region.ts';
import { ok } from '../../lib/envelope.ts';
import { SCHOOL_CACHE_CONTROL } from '../../lib/http-cache.ts';
import { createStudentSchoolRepository } from './student-school.repository.ts';

const tags = ['common'];

export const studentSchoolRoutes: FastifyPluginAsyncZod = async (app) => {
  const schools = createStudentSchoolRepository({ db: app.db });

  app.get(
    API.common.schoolList,
    {
      schema: {
        tags,
        summary: 'Student schools of a province and/or city, high schools (01) first',
        querystring: schoolListQuerySchema,
        response: { 200: envelope(studentSchoolListSchema) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { provinceCode, cityCode } = request.query;
      reply.header('cache-control', SCHOOL_CACHE_CONTROL);
      return ok(await schools.find({ provinceCode, cityCode }));
    },
  );

  app.get(
    API.common.findStudentSchool,
    {
      schema: {
        tags,
        summary:
          'Student schools of a city, optionally of one type and matching part of a name or short name',
        querystring: findStudentSchoolQuerySchema,
        response: { 200: envelope(studentSchoolListSchema) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { cityCode, type, abbreviationCn } = request.query;
      reply.header('cache-control', SCHOOL_CACHE_CONTROL);
      return ok(await schools.find({ cityCode, type, keyword: abbreviationCn || undefined }));
    },
  );
};
