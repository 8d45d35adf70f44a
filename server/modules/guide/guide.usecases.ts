import { GUIDE_SECTIONS, type GuidePage, type GuideSection } from '../../../src/contract/guide.ts';
import type { Paging } from '../../lib/paging.ts';
import {
  createGuideCountryNotOfferedError,
  createGuideCountryUnknownError,
  createGuideTypeNotOfferedError,
  createGuideTypeUnknownError,
} from './guide.errors.ts';
import { COUNTRY_CODES, typeCodesOf, type GuideRepository } from './guide.repository.ts';

export interface GuidePageRequest extends Paging {
  section: GuideSection;
  type?: string | undefined;
  country?: string | undefined;
  keyword?: string | undefined;
}

/**
 * The filters of a section's list, checked against its meta (src/contract/guide.ts GUIDE_SECTIONS): a type
 * only where the section has a type dictionary and only one of its codes, a country only where the section is
 * by country and only a VISA_COUNTRY code; anything else is refused with 410. An empty value is no filter.
 */
export function createGuideUsecases({ guides }: { guides: GuideRepository }) {
  return {
    async page(request: GuidePageRequest): Promise<GuidePage> {
      const { type, country, keyword, ...rest } = request;
      const meta = GUIDE_SECTIONS[request.section];
      if (type) {
        if (!meta.typeDict) throw createGuideTypeNotOfferedError();
        if (!typeCodesOf(request.section).includes(type)) throw createGuideTypeUnknownError();
      }
      if (country) {
        if (!meta.byCountry) throw createGuideCountryNotOfferedError();
        if (!COUNTRY_CODES.includes(country)) throw createGuideCountryUnknownError();
      }
      return guides.findPage({
        ...rest,
        ...(type ? { typeCode: type } : {}),
        ...(country ? { countryCode: country } : {}),
        ...(keyword ? { keyword } : {}),
      });
    },
  };
}
