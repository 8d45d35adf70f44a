import { API } from '@/contract/api';
import { examScoreSchema, type ExamScore, type ExamScoreBody } from '@/contract/journey-growth';
import { http } from '@/lib/http';

/** POST personalSpace/examScore: the student records a score. Silent: the form shows a refusal. */
export function addExamScore(body: ExamScoreBody): Promise<ExamScore> {
  return http.post(API.growth.score, examScoreSchema, { body, silent: true });
}
