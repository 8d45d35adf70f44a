import { API } from '@/contract/api';
import { paperworkRemovedSchema } from '@/contract/journey-paperwork';
import { http } from '@/lib/http';

/** DELETE personalSpace/deletePaperwork/{id}: one version of the student's (a refusal toasts). */
export async function removePaperwork(id: string): Promise<void> {
  await http.del(`${API.paperwork.remove}/${encodeURIComponent(id)}`, paperworkRemovedSchema);
}
