import { API } from '@/contract/api';
import { afterAbroadItemSchema, type AfterAbroadItem } from '@/contract/journey-plan';
import { http } from '@/lib/http';

/** POST personalSpace/afterAbroad/tick {id, done}; silent: the checklist says what failed and rolls back. */
export function tickAfterAbroad(id: string, done: boolean): Promise<AfterAbroadItem> {
  return http.post(API.growth.afterAbroadTick, afterAbroadItemSchema, { body: { id, done }, silent: true });
}
