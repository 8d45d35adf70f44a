import { API } from '@/contract/api';
import { myStudentListSchema, type MyStudent } from '@/contract/journey-plan';
import { http } from '@/lib/http';

/** GET console/students: 我的学生, optionally filtered by name. */
export function getConsoleStudents(keyword: string, signal?: AbortSignal): Promise<MyStudent[]> {
  return http.get(API.console.students, myStudentListSchema, {
    query: { keyword: keyword || undefined },
    signal,
  });
}
