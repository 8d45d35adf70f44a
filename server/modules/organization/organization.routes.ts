import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { API } from '../../../src/contract/api.ts';
import { envelope } from '../../../src/contract/envelope.ts';
import {
  admissionStatisticsSchema,
  adviserDetailSchema,
  adviserListSchema,
  adviserPageQuerySchema,
  adviserPageSchema,
  hotOrgQuerySchema,
  offerPageQuerySchema,
  offerPageSchema,
  orgDetailSchema,
  orgIdQuerySchema,
  orgListItemSchema,
  orgOriginatorSchema,
  orgPageQuerySchema,
  orgPageSchema,
  recommendAdviserQuerySchema,
} from '../../../src/contract/org.ts';
import { ok } from '../../lib/envelope.ts';
import { createAdviserNotFoundError, createOrgNotFoundError } from './organization.errors.ts';
import { createOrganizationRepository } from './organization.repository.ts';

const tags = ['organizations'];

/** Organizations and counselors (SPEC section 7 noauth/orgHome and noauth/org): public reads. */
export const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  const orgs = createOrganizationRepository({ db: app.db });

  app.get(
    API.org.hotOrgs,
    {
      schema: {
        tags,
        summary: 'Hot organizations: verified first, then by offers recorded',
        querystring: hotOrgQuerySchema,
        response: { 200: envelope(z.array(orgListItemSchema)) },
      },
      config: { access: 'public' },
    },
    async (request) => ok(await orgs.hotOrgs(request.query.limit)),
  );

  app.get(
    API.org.orgPage,
    {
      schema: {
        tags,
        summary: 'Organizations by city, country served, major area and price band',
        querystring: orgPageQuerySchema,
        response: { 200: envelope(orgPageSchema) },
      },
      config: { access: 'public' },
    },
    async (request) => ok(await orgs.orgPage(request.query)),
  );

  app.get(
    API.org.detail,
    {
      schema: {
        tags,
        summary: 'One organization with its accountability figures (404 when unknown)',
        querystring: orgIdQuerySchema,
        response: { 200: envelope(orgDetailSchema) },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const org = await orgs.orgDetail(request.query.id, app.clock());
      if (!org) throw createOrgNotFoundError();
      return ok(org);
    },
  );

  app.get(
    API.org.admissionStatistics,
    {
      schema: {
        tags,
        summary: 'An organization’s offers by country, school tier and year',
        querystring: orgIdQuerySchema,
        response: { 200: envelope(admissionStatisticsSchema) },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const statistics = await orgs.admissionStatistics(request.query.id);
      if (!statistics) throw createOrgNotFoundError();
      return ok(statistics);
    },
  );

  app.get(
    API.org.originator,
    {
      schema: {
        tags,
        summary: 'The organization’s founder or contact person as shown publicly',
        querystring: orgIdQuerySchema,
        response: { 200: envelope(orgOriginatorSchema) },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const originator = await orgs.originator(request.query.id);
      if (!originator) throw createOrgNotFoundError();
      return ok(originator);
    },
  );

  app.get(
    API.org.advisers,
    {
      schema: {
        tags,
        summary: 'Counselors (of one organization, or all) by ADVISER_TYPE, country and years',
        querystring: adviserPageQuerySchema,
        response: { 200: envelope(adviserPageSchema) },
      },
      config: { access: 'public' },
    },
    async (request) => ok(await orgs.adviserPage(request.query)),
  );

  app.get(
    API.org.recommendAdviser,
    {
      schema: {
        tags,
        summary: 'Counselors matching a study intention and countries',
        querystring: recommendAdviserQuerySchema,
        response: { 200: envelope(adviserListSchema) },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const { studyIntentionType, countries, limit } = request.query;
      return ok(
        await orgs.recommend({
          ...(studyIntentionType ? { studyIntentionType } : {}),
          countries: (countries ?? '').split(',').filter(Boolean),
          limit,
        }),
      );
    },
  );

  app.get(
    API.org.counselorInfo,
    {
      schema: {
        tags,
        summary: 'One counselor with placed schools and accountability figures (404 when unknown)',
        querystring: orgIdQuerySchema,
        response: { 200: envelope(adviserDetailSchema) },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const adviser = await orgs.adviserDetail(request.query.id, app.clock());
      if (!adviser) throw createAdviserNotFoundError();
      return ok(adviser);
    },
  );

  app.get(
    API.org.offers,
    {
      schema: {
        tags,
        summary: 'Offers of an organization or a counselor, newest year first',
        querystring: offerPageQuerySchema,
        response: { 200: envelope(offerPageSchema) },
      },
      config: { access: 'public' },
    },
    async (request) => ok(await orgs.offerPage(request.query)),
  );
};
