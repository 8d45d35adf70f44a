import { API } from '@/contract/api';
import { consoleStudentSchema, type ConsoleStudent } from '@/contract/chat';
import { http } from '@/lib/http';

/** GET the student beside a console conversation: profile and 我的大学List. */
export function getConsoleStudent(studentId: string, signal?: AbortSignal): Promise<ConsoleStudent> {
  return http.get(API.console.student, consoleStudentSchema, { query: { studentId }, signal });
}
