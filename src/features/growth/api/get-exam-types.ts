import { API } from '@/contract/api';
import { examSummaryListSchema, type ExamSummary } from '@/contract/journey-growth';
import { http } from '@/lib/http';

/** POST personalSpace/findMyExamTypeList: per exam the caller has scores of, its count, latest and best. */
export function getExamTypes(signal?: AbortSignal): Promise<ExamSummary[]> {
  return http.post(API.growth.examTypes, examSummaryListSchema, { body: {}, signal });
}
