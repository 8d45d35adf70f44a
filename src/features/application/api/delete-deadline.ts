import { API } from '@/contract/api';
import { deletedSchema } from '@/contract/journey-apply';
import { http } from '@/lib/http';

/** DELETE personalSpace/deadlines/{id}: one of the caller's own. */
export function deleteDeadline(id: string): Promise<unknown> {
  return http.del(`${API.application.deadlines}/${encodeURIComponent(id)}`, deletedSchema);
}
