import { createNotPartyError } from '../../lib/errors.ts';
import type { UserRow } from '../user/user.table.ts';
import type { AdvisingAccess } from './journey-access.ts';

/**
 * Whose journey a read is about: a student reads their own (no `studentId`, or their own id); a staff member
 * names one of their students (`requireReader`). Anything else answers 423, like an unknown student.
 */
export async function journeySubject(
  access: AdvisingAccess,
  user: UserRow,
  studentId: string | undefined,
): Promise<string> {
  if (user.staffRole === null) {
    if (studentId !== undefined && studentId !== user.id) throw createNotPartyError();
    return user.id;
  }
  if (studentId === undefined) throw createNotPartyError();
  await access.requireReader(user, studentId);
  return studentId;
}
