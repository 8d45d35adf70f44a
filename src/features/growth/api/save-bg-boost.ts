import { API } from '@/contract/api';
import { bgBoostSchema, type BgBoost, type BgBoostBody } from '@/contract/journey-growth';
import { http } from '@/lib/http';

/** POST personalSpace/saveStudentBgBoost: add (no id) or edit one of the caller's boosts. Silent: the form shows a refusal. */
export function saveBgBoost(body: BgBoostBody): Promise<BgBoost> {
  return http.post(API.growth.bgBoostSave, bgBoostSchema, { body, silent: true });
}
