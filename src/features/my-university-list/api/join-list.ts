import { API } from '@/contract/api';
import { chosenUniversitySchema, type ChosenUniversity, type JoinListBody } from '@/contract/ai';
import { http } from '@/lib/http';

/** POST aiChooseUniversityJoinList (login): adds a matched school to 我的大学List, returns the list item. */
export function joinList(body: JoinListBody): Promise<ChosenUniversity> {
  return http.post(API.ai.joinList, chosenUniversitySchema, { body });
}
