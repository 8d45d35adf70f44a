import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { API } from '../../../src/contract/api.ts';
import {
  findStudentSchoolQuerySchema,
  schoolListQuerySchema,
  studentSchoolListSchema,
} from '../../../src/contract/region.ts';
import { SCHOOL_CACHE_CONTROL } from '../../lib/http-cache.ts';
import { routes } from '../../lib/route.ts';
import { createStudentSchoolRepository } from './student-school.repository.ts';

const tags = ['common'];

export const studentSchoolRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = routes(app, tags);
  const schools = createStudentSchoolRepository({ db: app.db });

  route.get(
    API.common.schoolList,
    {
      summary: 'Student schools of a province and/or city, high schools (01) first',
      access: 'public',
      querystring: schoolListQuerySchema,
      response: studentSchoolListSchema,
    },
    async (request, reply) => {
      const { provinceCode, cityCode } = request.query;
      reply.header('cache-control', SCHOOL_CACHE_CONTROL);
      return await schools.find({ provinceCode, cityCode });
    },
  );

  route.get(
    API.common.findStudentSchool,
    {
      summary: 'Student schools of a city, optionally of one type and matching part of a name or short name',
      access: 'public',
      querystring: findStudentSchoolQuerySchema,
      response: studentSchoolListSchema,
    },
    async (request, reply) => {
      const { cityCode, type, abbreviationCn } = request.query;
      reply.header('cache-control', SCHOOL_CACHE_CONTROL);
      return await schools.find({ cityCode, type, keyword: abbreviationCn || undefined });
    },
  );
};
