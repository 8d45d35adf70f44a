import { API } from '@/contract/api';
import { courseListSchema, type CourseItem } from '@/contract/journey-plan';
import { http } from '@/lib/http';

/** GET personalSpace/findUserAbroadRecommendCourseList: 推荐课程, newest first. */
export function getCourses(studentId: string | undefined, signal?: AbortSignal): Promise<CourseItem[]> {
  return http.get(API.growth.courses, courseListSchema, { query: { studentId }, signal });
}
