import { API } from '@/contract/api';
import { admissionStatisticsSchema } from '@/contract/org';
import { http } from '@/lib/http';

/** GET noauth/org admission statistics (offers by country, school tier and year). */
export function getAdmissionStatistics(id: string, signal?: AbortSignal) {
  return http.get(API.org.admissionStatistics, admissionStatisticsSchema, {
    query: { id },
    signal,
    silent: true,
  });
}
