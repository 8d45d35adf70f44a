import { API } from '@/contract/api';
import { consoleStudentListSchema, type ConsoleStudent } from '@/contract/journey-plan';
import { http } from '@/lib/http';

/** GET console/students: 我的学生, optionally filtered by name. */
export function getConsoleStudents(keyword: string, signal?: AbortSignal): Promise<ConsoleStudent[]> {
  return http.get(API.console.students, consoleStudentListSchema, {
    query: { keyword: keyword || undefined },
    signal,
  });
}
