import { GUIDE_NOT_FOUND_MESSAGE, PAGE_CONFIG_NOT_FOUND_MESSAGE } from '../../../src/contract/guide.ts';
import { RESULT_CODE } from '../../../src/contract/result-codes.ts';
import { createErrorFactory, notFoundError } from '../../lib/errors.ts';

export const GUIDE_FILTER_MESSAGES = {
  typeNotOffered: '该栏目不按类型筛选',
  typeUnknown: '该栏目没有这个类型',
  countryNotOffered: '该栏目不按国家筛选',
  countryUnknown: '不支持的国家或地区',
} as const;

export const createGuideNotFoundError = notFoundError(GUIDE_NOT_FOUND_MESSAGE);

export const createPageConfigNotFoundError = notFoundError(PAGE_CONFIG_NOT_FOUND_MESSAGE);

const invalid = (message: string) => createErrorFactory({ code: RESULT_CODE.INVALID, message });

/** A type filter on a section without a type dictionary (410). */
export const createGuideTypeNotOfferedError = invalid(GUIDE_FILTER_MESSAGES.typeNotOffered);
/** A type code that is not in the section's dictionary (410). */
export const createGuideTypeUnknownError = invalid(GUIDE_FILTER_MESSAGES.typeUnknown);
/** A country filter on a section that is not by country (410). */
export const createGuideCountryNotOfferedError = invalid(GUIDE_FILTER_MESSAGES.countryNotOffered);
/** A country code that is not a VISA_COUNTRY code (410). */
export const createGuideCountryUnknownError = invalid(GUIDE_FILTER_MESSAGES.countryUnknown);
