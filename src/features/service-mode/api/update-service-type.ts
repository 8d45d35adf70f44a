import { API } from '@/contract/api';
import type { ServiceType } from '@/contract/code-tables';
import { currentUserSchema } from '@/contract/user';
import { http } from '@/lib/http';

/** POST update service type, payload serviceType; answers the updated current user. */
export function updateServiceType(serviceType: ServiceType) {
  return http.post(API.user.updateServiceType, currentUserSchema, { body: { serviceType } });
}
