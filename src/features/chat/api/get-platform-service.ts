import { API } from '@/contract/api';
import { platformServiceSchema, type PlatformService } from '@/contract/chat';
import { http } from '@/lib/http';

/** GET find platform customer service: the platform's service account. */
export function getPlatformService(): Promise<PlatformService> {
  return http.get(API.chat.platformService, platformServiceSchema, { silent: true });
}
