import type { GuideSeed } from './types.ts';

export const ACADEMIC_GUIDES: GuideSeed[] = [];
