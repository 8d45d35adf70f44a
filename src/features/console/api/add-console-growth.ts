import { API } from '@/contract/api';
import { consoleGrowthSchema, type ConsoleGrowth, type ConsoleGrowthBody } from '@/contract/journey-growth';
import { http } from '@/lib/http';

/** POST console/growth: feedback, a note, a score, a boost or a milestone. Silent: the form shows a refusal. */
export function addConsoleGrowth(body: ConsoleGrowthBody): Promise<ConsoleGrowth> {
  return http.post(API.console.growth, consoleGrowthSchema, { body, silent: true });
}
