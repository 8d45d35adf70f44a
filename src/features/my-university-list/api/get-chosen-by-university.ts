import { API } from '@/contract/api';
import { chosenUniversitySchema } from '@/contract/ai';
import { http } from '@/lib/http';

/** GET: this school's entry in 我的大学List, or null. Silent: the detail page works without it. */
export function getChosenByUniversity(universityId: string, signal?: AbortSignal) {
  return http.get(API.ai.chosenByUniversity, chosenUniversitySchema.nullable(), {
    query: { universityId },
    signal,
    silent: true,
  });
}
