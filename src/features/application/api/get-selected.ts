import { API } from '@/contract/api';
import { selectedUniversitiesSchema, type SelectedUniversity } from '@/contract/journey-apply';
import { http } from '@/lib/http';

/** GET personalSpace/selectedUniversity: 我的大学List rows with their application. */
export async function getSelected(signal?: AbortSignal): Promise<{ list: SelectedUniversity[] }> {
  return http.get(API.application.selected, selectedUniversitiesSchema, { signal });
}
