/** AI request payloads shared by the server tests and the bench (bench/run.ts). */
import fc from 'fast-check';

import { EXPERIENCE_STEP_TYPES, type AiRequestPayload } from '../../src/contract/ai.ts';

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

/** A typical master's applicant aiming at the UK for computer science and data science (GPA 3.5, IELTS 7, GRE 322). */
export const TYPICAL_MASTER_GB: AiRequestPayload = {
  studyIntentionType: '02',
  currentStudyStatus: '02',
  countryCodeList: ['GB'],
  majorSubjectTypeCodeList: ['M01', 'M16'],
  studentSchoolCityCode: '110100',
  studentSchoolId: null,
  studentSchoolName: '北京邮电大学',
  educationSystem: { gpaScore: '3.5' },
  toeflOrIeltsScore: { score: '7', scoreType: 'IELTS' },
  greOrGmatScore: { score: '322', scoreType: 'GRE' },
  experienceList: [{ content: '互联网公司数据分析实习三个月', stepType: '第一段' }],
};

const COUNTRIES = [
  'US',
  'GB',
  'CA',
  'AU',
  'SG',
  'HK',
  'MO',
  'JP',
  'KR',
  'DE',
  'FR',
  'NL',
  'IE',
  'NZ',
  'CH',
  'IT',
  'ES',
  'SE',
  'DK',
  'MY',
];
const MAJOR_CODES = Array.from({ length: 61 }, (_, i) => `M${String(i + 1).padStart(2, '0')}`);
const IDS = Array.from({ length: 15 }, (_, i) => String(i + 1));

const languageArb = fc.oneof(
  fc.integer({ min: 40, max: 120 }).map((n) => ({ score: String(n), scoreType: 'TOEFL' as const })),
  fc.integer({ min: 40, max: 90 }).map((n) => ({ score: (n / 10).toFixed(1), scoreType: 'IELTS' as const })),
  fc.constant({ score: 'Duolingo 120', scoreType: 'OTHER' as const }),
);
const majorsArb = fc.oneof(
  fc.constant<string[]>(['00']),
  fc.subarray(MAJOR_CODES, { minLength: 1, maxLength: 4 }),
);
const gpaArb = fc.integer({ min: 150, max: 400 }).map((n) => (n / 100).toFixed(2));

/** Valid payloads of both forms over the whole range of scores (SPEC section 5 bounds). */
export const payloadArb: fc.Arbitrary<AiRequestPayload> = fc.oneof(
  fc
    .record({
      countries: fc.subarray(COUNTRIES, { minLength: 1 }),
      majors: majorsArb,
      system: fc.constantFrom('01', '02', '03', '04', '05', '06', '07'),
      gpa: gpaArb,
      total: fc.integer({ min: 300, max: 750 }),
      english: fc.integer({ min: 50, max: 150 }),
      language: languageArb,
      satAct: fc.option(
        fc.oneof(
          fc.integer({ min: 800, max: 1600 }).map((n) => ({ score: String(n), scoreType: 'SAT' as const })),
          fc.integer({ min: 12, max: 36 }).map((n) => ({ score: String(n), scoreType: 'ACT' as const })),
        ),
        { nil: undefined },
      ),
      activities: fc.subarray(IDS),
      ap: fc.subarray(IDS, { maxLength: 2 }),
    })
    .map((g): AiRequestPayload => ({
      ...TYPICAL_UNDERGRADUATE_US,
      countryCodeList: g.countries,
      majorSubjectTypeCodeList: g.majors,
      educationSystem:
        g.system === '01'
          ? { type: g.system, totalScore: String(g.total), englishScore: String(g.english) }
          : { type: g.system, gpaScore: g.gpa },
      toeflOrIeltsScore: g.language,
      satOrActScore: g.satAct,
      activityIdList: g.activities,
      apCourseIdList: g.ap,
    })),
  fc
    .record({
      countries: fc.subarray(COUNTRIES, { minLength: 1 }),
      majors: majorsArb,
      current: fc.constantFrom('01' as const, '02' as const),
      gpa: fc.option(gpaArb, { nil: undefined }),
      language: fc.option(languageArb, { nil: undefined }),
      greGmat: fc.option(
        fc.oneof(
          fc.integer({ min: 260, max: 340 }).map((n) => ({ score: String(n), scoreType: 'GRE' as const })),
          fc.integer({ min: 400, max: 800 }).map((n) => ({ score: String(n), scoreType: 'GMAT' as const })),
        ),
        { nil: undefined },
      ),
      experiences: fc.array(fc.string({ minLength: 1, maxLength: 120 }), { maxLength: 5 }),
      listed: fc.boolean(),
    })
    .map((g): AiRequestPayload => ({
      ...TYPICAL_MASTER_GB,
      countryCodeList: g.countries,
      majorSubjectTypeCodeList: g.majors,
      currentStudyStatus: g.current,
      studentSchoolId: g.listed ? '42' : null,
      educationSystem: g.gpa === undefined ? {} : { gpaScore: g.gpa },
      toeflOrIeltsScore: g.language,
      greOrGmatScore: g.greGmat,
      experienceList: g.experiences
        .map((content) => content.trim())
        .filter((content) => content !== '')
        .map((content, i) => ({ content, stepType: EXPERIENCE_STEP_TYPES[i] ?? '第五段' })),
    })),
);
