import { z } from 'zod';

import { API } from '@/contract/api';
import { http } from '@/lib/http';

/** DELETE deleteChooseUniversity/{id}: removes one school from 我的大学List. */
export function deleteChosenUniversity(id: string) {
  return http.del(`${API.ai.deleteChosen}/${encodeURIComponent(id)}`, z.boolean());
}
