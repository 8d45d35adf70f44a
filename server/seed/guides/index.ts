/** Every guide article the project writes, by file (who writes which: see each file's header). */
import { ABROAD_GUIDES } from './abroad.ts';
import { ACADEMIC_GUIDES } from './academic.ts';
import { BACKGROUND_GUIDES } from './background.ts';
import { EXAM_GUIDES } from './exams.ts';
import { RENTING_AND_TEST_GUIDES } from './renting-tests.ts';
import type { GuideSeed } from './types.ts';

export type { GuideSeed } from './types.ts';

export const GUIDE_ARTICLES: readonly GuideSeed[] = [
  ...ABROAD_GUIDES,
  ...RENTING_AND_TEST_GUIDES,
  ...EXAM_GUIDES,
  ...ACADEMIC_GUIDES,
  ...BACKGROUND_GUIDES,
];
