import type { GuideSeed } from './types.ts';

export const BACKGROUND_GUIDES: GuideSeed[] = [];
