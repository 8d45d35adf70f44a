import type { GuideSeed } from './types.ts';

export const ABROAD_GUIDES: GuideSeed[] = [];
