import { z } from 'zod';

import { API } from '@/contract/api';
import type { UpdatePersonalInfoBody } from '@/contract/user';
import { http } from '@/lib/http';

/** POST updatePersonalInfo. Silent: the dialog shows 修改失败:{server message} itself. */
export function updatePersonalInfo(body: UpdatePersonalInfoBody) {
  return http.post(API.user.updatePersonalInfo, z.unknown(), { body, silent: true });
}
