import { API } from '@/contract/api';
import { chosenUniversitySchema } from '@/contract/ai';
import { http } from '@/lib/http';

/** POST: add a school to 我的大学List from its detail page; the server evaluates it. */
export function addChosenUniversity(universityId: string) {
  return http.post(API.ai.addChosen, chosenUniversitySchema, { body: { universityId } });
}
