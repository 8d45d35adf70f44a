import { API } from '@/contract/api';
import { consoleGrowthSchema, type ConsoleGrowth } from '@/contract/journey-growth';
import { http } from '@/lib/http';

/** GET console/growth?studentId=: a student's timeline, assessments, scores and boosts (their advisers). */
export function getConsoleGrowth(studentId: string, signal?: AbortSignal): Promise<ConsoleGrowth> {
  return http.get(API.console.growth, consoleGrowthSchema, { query: { studentId }, signal });
}
