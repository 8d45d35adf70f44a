import { API } from '@/contract/api';
import { consoleTaskListSchema, type ConsoleTask } from '@/contract/journey-task';
import { http } from '@/lib/http';

/** GET console/tasks?studentId=: a student's tasks with state and answers (the counselor's own students). */
export function getStudentTasks(studentId: string, signal?: AbortSignal): Promise<ConsoleTask[]> {
  return http.get(API.console.tasks, consoleTaskListSchema, { query: { studentId }, signal });
}
