import { GUIDE_NOT_FOUND_MESSAGE, PAGE_CONFIG_NOT_FOUND_MESSAGE } from '../../../src/contract/guide.ts';
import { RESULT_CODE } from '../../../src/contract/result-codes.ts';
import { createErrorFactory } from '../../lib/errors.ts';

export const GUIDE_FILTER_MESSAGES = {
  typeNotOffered: '该栏目不按类型筛选',
  typeUnknown: '该栏目没有这个类型',
  countryNotOffered: '该栏目不按国家筛选',
  countryUnknown: '不支持的国家或地区',
} as const;

export const createGuideNotFoundError = createErrorFactory({
  code: RESULT_CODE.ERROR,
  message: GUIDE_NOT_FOUND_MESSAGE,
  statusCode: 404,
});

export const createPageConfigNotFoundError = createErrorFactory({
  code: RESULT_CODE.ERROR,
  message: PAGE_CONFIG_NOT_FOUND_MESSAGE,
  statusCode: 404,
});

const invalid = (message: string) => createErrorFactory({ code: RESULT_CODE.INVALID, message });

/** A type filter on a section without a type dictionary (410). */
export const createGuideTypeNotOfferedError = invalid(GUIDE_FILTER_MESSAGES.typeNotOffered);
/** A type code that is not in the section's dictionary (410). */
export const createGuideTypeUnknownError = invalid(GUIDE_FILTER_MESSAGES.typeUnknown);
/** A country filter on a section that is not by country (410). */
export const createGuideCountryNotOfferedError = invalid(GUIDE_FILTER_MESSAGES.countryNotOffered);
/** A country code that is not a VISA_COUNTRY code (410). */
export const createGuideCountryUnknownError = invalid(GUIDE_FILTER_MESSAGES.countryUnknown);
