import { API } from '@/contract/api';
import { deletedSchema } from '@/contract/journey-growth';
import { http } from '@/lib/http';

/** DELETE personalSpace/examScore/{id}: removes one of the caller's scores. */
export function deleteExamScore(id: string): Promise<{ id: string; deleted: true }> {
  return http.del(`${API.growth.score}/${encodeURIComponent(id)}`, deletedSchema);
}
