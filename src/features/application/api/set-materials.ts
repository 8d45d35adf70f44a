import { API } from '@/contract/api';
import { applicationSchema, type Application } from '@/contract/journey-apply';
import { http } from '@/lib/http';

/** POST personalSpace/userUniversityMaterialRel: replaces the paperwork an application carries. */
export function setMaterials(applicationId: string, paperworkIds: string[]): Promise<Application> {
  return http.post(API.application.materials, applicationSchema, {
    body: { applicationId, paperworkIds },
    silent: true,
  });
}
