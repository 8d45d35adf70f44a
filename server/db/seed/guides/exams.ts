import type { GuideSeed } from './types.ts';

export const EXAM_GUIDES: GuideSeed[] = [];
