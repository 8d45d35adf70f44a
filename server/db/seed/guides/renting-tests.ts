import type { GuideSeed } from './types.ts';

export const RENTING_AND_TEST_GUIDES: GuideSeed[] = [];
