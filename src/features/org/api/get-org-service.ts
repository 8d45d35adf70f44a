import { API } from '@/contract/api';
import { orgServiceSchema } from '@/contract/chat';
import { http } from '@/lib/http';

/** GET org customer service (login): the organization's service account, whose userId the chat opens. */
export function getOrgService(orgId: string) {
  return http.get(API.chat.orgService, orgServiceSchema, { query: { orgId } });
}
