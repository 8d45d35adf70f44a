import { z } from 'zod';

import { SCHOOL_TYPE } from './code-tables.ts';
import { textFields } from './fields.ts';
import { safeText } from './text.ts';

/**
 * Regions (SPEC section 3: id, code, nameCn, children, leaf) from GB/T 2260 codes, two levels:
 * province and city, sorted by code; id is the code. A municipality (北京市, 天津市, 上海市, 重庆市) has
 * one city-level child named after itself, code prefix + '0100' (SPEC section 7: the first child is
 * renamed to the municipality name); so do 台湾省 (710100), 香港特别行政区 (810100) and 澳门特别行政区
 * (820100). County-level places a province governs directly (济源市, 仙桃市, 石河子市...) are cities.
 */
export const cityRegionSchema = z.object({
  ...textFields('id', 'code', 'nameCn'),
  leaf: z.literal(true),
});
export type CityRegion = z.infer<typeof cityRegionSchema>;

export const provinceRegionSchema = z.object({
  ...textFields('id', 'code', 'nameCn'),
  leaf: z.literal(false),
  children: z.array(cityRegionSchema),
});
export type ProvinceRegion = z.infer<typeof provinceRegionSchema>;

export const regionTreeSchema = z.array(provinceRegionSchema);
export const regionListSchema = z.array(cityRegionSchema.or(provinceRegionSchema.omit({ children: true })));

export const MUNICIPALITY_CODES = ['110000', '120000', '310000', '500000'] as const;

/** findAreaByParentCode with this parent code lists the provinces (leaf false, no children). */
export const REGION_ROOT_CODE = '000000';

/** Dictionary code the region endpoints accept (the spec's "find province and city (query dictCode)"). */
export const REGION_DICT_CODE = 'CHINA_PROVINCE_CITY';

export const regionTreeQuerySchema = z.object({ dictCode: z.literal(REGION_DICT_CODE).optional() });
export const areaByParentQuerySchema = z.object({
  parentCode: safeText().regex(/^\d{6}$/, '请输入正确的行政区划代码'),
});

/** Student schools: the Chinese high schools ('01') and universities ('02') students attend now. */
export const SCHOOL_TYPES = [SCHOOL_TYPE.HIGH_SCHOOL, SCHOOL_TYPE.UNIVERSITY] as const;

export const studentSchoolSchema = z.object({
  id: z.string(),
  nameCn: z.string(),
  /** Short name students also search by (北京四中, 人大附中, 复旦); the server sends null when there is none. */
  abbreviationCn: z.string().nullable().optional(),
  type: z.enum(SCHOOL_TYPES),
  provinceCode: z.string(),
  cityCode: z.string(),
});
export type StudentSchool = z.infer<typeof studentSchoolSchema>;
export const studentSchoolListSchema = z.array(studentSchoolSchema);

export const schoolListQuerySchema = z.object({
  provinceCode: safeText()
    .regex(/^\d{6}$/)
    .optional(),
  cityCode: safeText()
    .regex(/^\d{6}$/)
    .optional(),
});

export const findStudentSchoolQuerySchema = z.object({
  cityCode: safeText().regex(/^\d{6}$/, '请选择城市'),
  abbreviationCn: safeText().trim().max(50).optional(),
  type: z.enum(SCHOOL_TYPES).optional(),
});

/** School type shown for a study intention (SPEC section 4): 01 -> high schools, 02 -> universities, else all. */
export function schoolTypeForIntention(
  intention: string | null | undefined,
): (typeof SCHOOL_TYPES)[number] | undefined {
  if (intention === '01') return SCHOOL_TYPE.HIGH_SCHOOL;
  if (intention === '02') return SCHOOL_TYPE.UNIVERSITY;
  return undefined;
}
