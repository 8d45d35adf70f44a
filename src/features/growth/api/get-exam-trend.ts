import { API } from '@/contract/api';
import { examTrendSchema, type ExamTrend, type ExamType } from '@/contract/journey-growth';
import { http } from '@/lib/http';

/** POST personalSpace/findMyExamTrend: one exam's scores, oldest first. */
export function getExamTrend(examType: ExamType, signal?: AbortSignal): Promise<ExamTrend> {
  return http.post(API.growth.examTrend, examTrendSchema, { body: { examType }, signal });
}
