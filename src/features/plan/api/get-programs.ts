import { API } from '@/contract/api';
import { programListSchema, type ProgramItem } from '@/contract/journey-plan';
import { http } from '@/lib/http';

/** GET personalSpace/findUserAbroadProgram: 目标项目, newest first. */
export function getPrograms(studentId: string | undefined, signal?: AbortSignal): Promise<ProgramItem[]> {
  return http.get(API.growth.programs, programListSchema, { query: { studentId }, signal });
}
