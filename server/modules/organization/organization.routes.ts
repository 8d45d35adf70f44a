import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { API } from '../../../src/contract/api.ts';
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
import { routes, type ZodApp } from '../../lib/route.ts';
import { createAdviserNotFoundError, createOrgNotFoundError } from './organization.errors.ts';
import { createOrganizationRepository } from './organization.repository.ts';

const tags = ['organizations'];
/** What the route groups of organizationRoutes share. */
function organizationRoutesContext(app: ZodApp) {
  const route = routes(app, tags);
  const orgs = createOrganizationRepository({ db: app.db });
  return { app, route, orgs };
}

type OrganizationRoutesContext = ReturnType<typeof organizationRoutesContext>;

function orgRoutes({ app, route, orgs }: OrganizationRoutesContext) {
  route.get(
    API.org.hotOrgs,
    {
      summary: 'Hot organizations: verified first, then by offers recorded',
      access: 'public',
      querystring: hotOrgQuerySchema,
      response: z.array(orgListItemSchema),
    },
    (request) => orgs.hotOrgs(request.query.limit),
  );

  route.get(
    API.org.orgPage,
    {
      summary: 'Organizations by city, country served, major area and price band',
      access: 'public',
      querystring: orgPageQuerySchema,
      response: orgPageSchema,
    },
    (request) => orgs.orgPage(request.query),
  );

  route.get(
    API.org.detail,
    {
      summary: 'One organization with its accountability figures (404 when unknown)',
      access: 'public',
      querystring: orgIdQuerySchema,
      response: orgDetailSchema,
    },
    async (request) => {
      const org = await orgs.orgDetail(request.query.id, app.clock());
      if (!org) throw createOrgNotFoundError();
      return org;
    },
  );

  route.get(
    API.org.admissionStatistics,
    {
      summary: 'An organization’s offers by country, school tier and year',
      access: 'public',
      querystring: orgIdQuerySchema,
      response: admissionStatisticsSchema,
    },
    async (request) => {
      const statistics = await orgs.admissionStatistics(request.query.id);
      if (!statistics) throw createOrgNotFoundError();
      return statistics;
    },
  );

  route.get(
    API.org.originator,
    {
      summary: 'The organization’s founder or contact person as shown publicly',
      access: 'public',
      querystring: orgIdQuerySchema,
      response: orgOriginatorSchema,
    },
    async (request) => {
      const originator = await orgs.originator(request.query.id);
      if (!originator) throw createOrgNotFoundError();
      return originator;
    },
  );
}

function orgAdviserRoutes({ app, route, orgs }: OrganizationRoutesContext) {
  route.get(
    API.org.advisers,
    {
      summary: 'Counselors (of one organization, or all) by ADVISER_TYPE, country and years',
      access: 'public',
      querystring: adviserPageQuerySchema,
      response: adviserPageSchema,
    },
    (request) => orgs.adviserPage(request.query),
  );

  route.get(
    API.org.recommendAdviser,
    {
      summary: 'Counselors matching a study intention and countries',
      access: 'public',
      querystring: recommendAdviserQuerySchema,
      response: adviserListSchema,
    },
    async (request) => {
      const { studyIntentionType, countries, limit } = request.query;
      return await orgs.recommend({
        ...(studyIntentionType ? { studyIntentionType } : {}),
        countries: (countries ?? '').split(',').filter(Boolean),
        limit,
      });
    },
  );

  route.get(
    API.org.counselorInfo,
    {
      summary: 'One counselor with placed schools and accountability figures (404 when unknown)',
      access: 'public',
      querystring: orgIdQuerySchema,
      response: adviserDetailSchema,
    },
    async (request) => {
      const adviser = await orgs.adviserDetail(request.query.id, app.clock());
      if (!adviser) throw createAdviserNotFoundError();
      return adviser;
    },
  );

  route.get(
    API.org.offers,
    {
      summary: 'Offers of an organization or a counselor, newest year first',
      access: 'public',
      querystring: offerPageQuerySchema,
      response: offerPageSchema,
    },
    (request) => orgs.offerPage(request.query),
  );
}

/** Organizations and counselors (SPEC section 7 noauth/orgHome and noauth/org): public reads. */
export const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = organizationRoutesContext(app);
  orgRoutes(ctx);
  orgAdviserRoutes(ctx);
};
