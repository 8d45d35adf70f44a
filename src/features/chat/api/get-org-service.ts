import { API } from '@/contract/api';
import { orgServiceSchema, type OrgService } from '@/contract/chat';
import { http } from '@/lib/http';

/** GET org customer service: an organization's service account (its `userId`, SPEC section 3). */
export function getOrgService(orgId: string): Promise<OrgService> {
  return http.get(API.chat.orgService, orgServiceSchema, { query: { orgId }, silent: true });
}
