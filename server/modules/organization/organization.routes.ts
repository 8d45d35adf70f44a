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

  /** A public read of one row by ?id: what `load` finds, or the `notFound` error. */
  function byIdGet<R extends z.ZodType>(
    url: string,
    spec: { summary: string; response: R; notFound: () => Error },
    load: (id: string) => Promise<z.input<R> | undefined>,
  ) {
    const { summary, response, notFound } = spec;
    route.get(
      url,
      { summary, access: 'public', querystring: orgIdQuerySchema, response, missing: notFound },
      (request) => load(request.query.id),
    );
  }
  return { app, route, orgs, byIdGet };
}

type OrganizationRoutesContext = ReturnType<typeof organizationRoutesContext>;

function orgRoutes({ app, route, orgs, byIdGet }: OrganizationRoutesContext) {
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

  byIdGet(
    API.org.detail,
    {
      summary: 'One organization with its accountability figures (404 when unknown)',
      response: orgDetailSchema,
      notFound: createOrgNotFoundError,
    },
    (id) => orgs.orgDetail(id, app.clock()),
  );

  byIdGet(
    API.org.admissionStatistics,
    {
      summary: 'An organization’s offers by country, school tier and year',
      response: admissionStatisticsSchema,
      notFound: createOrgNotFoundError,
    },
    (id) => orgs.admissionStatistics(id),
  );

  byIdGet(
    API.org.originator,
    {
      summary: 'The organization’s founder or contact person as shown publicly',
      response: orgOriginatorSchema,
      notFound: createOrgNotFoundError,
    },
    (id) => orgs.originator(id),
  );
}

function orgAdviserRoutes({ app, route, orgs, byIdGet }: OrganizationRoutesContext) {
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

  byIdGet(
    API.org.counselorInfo,
    {
      summary: 'One counselor with placed schools and accountability figures (404 when unknown)',
      response: adviserDetailSchema,
      notFound: createAdviserNotFoundError,
    },
    (id) => orgs.adviserDetail(id, app.clock()),
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
