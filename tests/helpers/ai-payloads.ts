/** AI request payloads shared by the server tests and the bench (bench/run.ts). */
import type { AiRequestPayload } from '../../src/contract/ai.ts';

/** A typical undergraduate aiming at the US: AP track, GPA 3.7, TOEFL 100, SAT 1400, three activities, one AP course, 不限专业. */
export const TYPICAL_UNDERGRADUATE_US: AiRequestPayload = {
  studyIntentionType: '01',
  countryCodeList: ['US'],
  majorSubjectTypeCodeList: ['00'],
  studentSchoolCityCode: '110100',
  studentSchoolId: null,
  studentSchoolName: '北京市第四中学',
  educationSystem: { type: '04', gpaScore: '3.7' },
  toeflOrIeltsScore: { score: '100', scoreType: 'TOEFL' },
  satOrActScore: { score: '1400', scoreType: 'SAT' },
  activityIdList: ['1', '2', '3'],
  apCourseIdList: ['2'],
};
