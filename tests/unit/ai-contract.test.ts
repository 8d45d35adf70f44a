/**
 * The AI school-selection contract against SPEC sections 3, 4, 5 and 9: every bound and every Chinese
 * message of the short, undergraduate (01) and master's (02) forms, the hints and input max lengths,
 * the request payload built by toAiPayload, the server schema aiRequestSchema (same messages as the
 * forms) and the round trip form -> payload -> form. Messages are written out literally here (not
 * read from MESSAGES) so a changed text in the contract fails these tests.
 *
 * The property test at the end compares the GPA / IELTS / TOEFL checks with an oracle written from
 * the spec text. Reproduce a run with AI_CONTRACT_SEED=<seed printed> npx vitest run --project unit
 * tests/unit/ai-contract.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  AI_HINTS,
  AI_MAX_LENGTHS,
  aiRequestSchema,
  type AiMasterForm,
  type AiUndergraduateForm,
  emptyMasterForm,
  emptyShortForm,
  emptyUndergraduateForm,
  formFromPayload,
  toAiPayload,
  validateAiForm,
  validateMasterForm,
  validateShortForm,
  validateUndergraduateForm,
} from '@/contract/ai';
import { isGpa, isIelts, isIntegerScore, SCORE_BOUNDS } from '@/contract/validation';

// --- the messages of SPEC section 5, verbatim -------------------------------------------------------

const COUNTRY = '请选择意向国家/地区';
const MAJORS = '请选择意向申请的专业方向';
const CITY = '请选择您现在就读学校所在城市';
const SCHOOL_SELECT = '请选择您现在就读学校的名称';
const SCHOOL_TEXT = '请输入您现在就读学校的名称';
const SYSTEM = '请选择课程体系';
const TOTAL = '请输入正确的总分成绩';
const ENGLISH = '请输入正确的英语成绩';
const GPA = '请输入正确的GPA成绩';
const TOEFL = '请输入正确的TOEFL分数成绩';
const IELTS = '请输入正确的IELTS分数成绩';
const OTHER = '请输入正确的其他分数成绩';
const SAT_ACT = '请输入正确的SAT/ACT分数成绩';
const CURRENT = '请选择目前状态';
const GRE_GMAT = '请输入正确的GRE/GMAT分数成绩';
const EXPERIENCE = '工作/实习内容简介限500字';

// --- valid forms to start from ------------------------------------------------------------------------

/** 普高 (system 01): total + english, no language score. */
function generalHighSchool(overrides: Partial<AiUndergraduateForm> = {}): AiUndergraduateForm {
  return {
    ...emptyUndergraduateForm(),
    country: ['US', 'GB'],
    majors: ['CS'],
    province: '110000',
    city: '110100',
    school: '北京市第四中学',
    schoolId: 'school-1',
    system: '01',
    total: '650',
    english: '140',
    ...overrides,
  };
}

/** Another course system (02): GPA + one language score. */
function gpaSystem(overrides: Partial<AiUndergraduateForm> = {}): AiUndergraduateForm {
  return {
    ...emptyUndergraduateForm(),
    country: ['US'],
    majors: ['CS', 'EE'],
    province: '310000',
    city: '310100',
    school: '上海中学国际部',
    schoolId: 'school-2',
    system: '02',
    gpa: '3.85',
    languageType: 'TOEFL',
    toefl: '105',
    ...overrides,
  };
}

/** Master's with only the required fields. */
function master(overrides: Partial<AiMasterForm> = {}): AiMasterForm {
  return {
    ...emptyMasterForm(),
    current: '01',
    country: ['GB'],
    majors: ['FIN'],
    province: '440000',
    city: '440100',
    school: '中山大学',
    schoolId: 'school-3',
    ...overrides,
  };
}

/** Issue messages of the schema for a payload; [] when it is accepted. */
function schemaMessages(payload: unknown): string[] {
  const result = aiRequestSchema.safeParse(payload);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

// --- short form -----------------------------------------------------------------------------------------

describe('the short AI form', () => {
  it('requires at least one country and one major direction, with the spec messages', () => {
    expect(validateShortForm(emptyShortForm())).toEqual({ country: COUNTRY, majors: MAJORS });
    expect(validateAiForm({ name: 'short', country: ['US'], majors: [] })).toEqual({ majors: MAJORS });
    expect(validateAiForm({ name: 'short', country: [], majors: ['CS'] })).toEqual({ country: COUNTRY });
  });

  it('is valid with one country and one major', () => {
    expect(validateAiForm({ name: 'short', country: ['US'], majors: ['CS'] })).toEqual({});
  });
});

// --- undergraduate --------------------------------------------------------------------------------------

describe('the undergraduate form: required fields', () => {
  it('the empty form asks for country, majors, city, school and course system', () => {
    expect(validateUndergraduateForm(emptyUndergraduateForm())).toEqual({
      country: COUNTRY,
      majors: MAJORS,
      city: CITY,
      school: SCHOOL_SELECT,
      system: SYSTEM,
    });
  });

  it('both starting forms are valid', () => {
    expect(validateUndergraduateForm(generalHighSchool())).toEqual({});
    expect(validateUndergraduateForm(gpaSystem())).toEqual({});
  });

  it('each required field alone gives its own message', () => {
    expect(validateAiForm(gpaSystem({ country: [] }))).toEqual({ country: COUNTRY });
    expect(validateAiForm(gpaSystem({ majors: [] }))).toEqual({ majors: MAJORS });
    expect(validateAiForm(gpaSystem({ city: '' }))).toEqual({ city: CITY });
    expect(validateAiForm(gpaSystem({ system: '' }))).toEqual({ system: SYSTEM });
  });

  it('the school message depends on the input mode (dropdown or free text)', () => {
    expect(validateAiForm(gpaSystem({ school: '', schoolId: '' }))).toEqual({ school: SCHOOL_SELECT });
    expect(validateAiForm(gpaSystem({ school: '   ', schoolMode: 'select' }))).toEqual({
      school: SCHOOL_SELECT,
    });
    expect(validateAiForm(gpaSystem({ school: '', schoolId: '', schoolMode: 'text' }))).toEqual({
      school: SCHOOL_TEXT,
    });
    expect(validateAiForm(gpaSystem({ school: '  ', schoolId: '', schoolMode: 'text' }))).toEqual({
      school: SCHOOL_TEXT,
    });
    expect(validateAiForm(gpaSystem({ school: '某某国际学校', schoolId: '', schoolMode: 'text' }))).toEqual(
      {},
    );
  });
});

describe('the undergraduate form, 普高 (system 01): total and english', () => {
  it.each(['1', '9', '600', '749', '750'])('total %j passes', (total) => {
    expect(validateAiForm(generalHighSchool({ total }))).toEqual({});
  });

  it.each([
    ['0', 'the integer rule: 0 itself fails'],
    ['751', 'above 750'],
    ['999', 'above 750'],
    ['07', 'starts with 0'],
    ['075', 'starts with 0'],
    ['1.5', 'not an integer'],
    ['700.0', 'not an integer'],
    ['-1', 'negative'],
    ['7500', 'longer than 3'],
    ['1000', 'longer than 3'],
    ['', 'required'],
    [' 600', 'spaces'],
    ['abc', 'letters'],
  ])('total %j fails (%s) with 请输入正确的总分成绩', (total) => {
    expect(validateAiForm(generalHighSchool({ total }))).toEqual({ total: TOTAL });
  });

  it.each(['1', '99', '150'])('english %j passes', (english) => {
    expect(validateAiForm(generalHighSchool({ english }))).toEqual({});
  });

  it.each(['0', '151', '09', '1.5', '-5', '', 'abc', '1500'])(
    'english %j fails with 请输入正确的英语成绩',
    (english) => {
      expect(validateAiForm(generalHighSchool({ english }))).toEqual({ english: ENGLISH });
    },
  );

  it('reports total and english together', () => {
    expect(validateAiForm(generalHighSchool({ total: '', english: '' }))).toEqual({
      total: TOTAL,
      english: ENGLISH,
    });
  });

  it('does not need a GPA (a stale GPA is ignored)', () => {
    expect(validateAiForm(generalHighSchool({ gpa: '' }))).toEqual({});
    expect(validateAiForm(generalHighSchool({ gpa: '9.99' }))).toEqual({});
  });

  it('the language score is optional, but validated when entered', () => {
    expect(validateAiForm(generalHighSchool({ languageType: 'TOEFL', toefl: '' }))).toEqual({});
    expect(validateAiForm(generalHighSchool({ languageType: 'IELTS', ielts: '' }))).toEqual({});
    expect(validateAiForm(generalHighSchool({ languageType: 'OTHER', tiother: '' }))).toEqual({});
    expect(validateAiForm(generalHighSchool({ languageType: 'TOEFL', toefl: '110' }))).toEqual({});
    expect(validateAiForm(generalHighSchool({ languageType: 'TOEFL', toefl: '121' }))).toEqual({
      language: TOEFL,
    });
    expect(validateAiForm(generalHighSchool({ languageType: 'IELTS', ielts: '9.5' }))).toEqual({
      language: IELTS,
    });
    expect(validateAiForm(generalHighSchool({ languageType: 'OTHER', tiother: 'x'.repeat(101) }))).toEqual({
      language: OTHER,
    });
  });
});

describe('the undergraduate form, other course systems: GPA', () => {
  it.each(['4', '3.85', '0', '0.5', '4.0', '4.00', '2.1', '1'])('GPA %j passes', (gpa) => {
    expect(validateAiForm(gpaSystem({ gpa }))).toEqual({});
  });

  it.each([
    ['3.855', 'three decimals, longer than 4'],
    ['4.01', 'above 4'],
    ['4.5', 'above 4'],
    ['5', 'above 4'],
    ['10', 'above 4'],
    ['-1', 'negative'],
    ['-0.5', 'negative'],
    ['abc', 'not a number'],
    ['', 'required'],
    ['.5', 'no integer digits'],
    ['4.', 'a trailing dot'],
    ['3,5', 'a comma'],
    ['3.5 ', 'a space'],
    ['1e0', 'an exponent'],
  ])('GPA %j fails (%s) with 请输入正确的GPA成绩', (gpa) => {
    expect(validateAiForm(gpaSystem({ gpa }))).toEqual({ gpa: GPA });
  });

  it('does not need total or english', () => {
    expect(validateAiForm(gpaSystem({ total: '', english: '' }))).toEqual({});
  });
});

describe('the undergraduate form, other course systems: TOEFL / IELTS / other', () => {
  it('at least one language score is required; the message names the active kind', () => {
    expect(validateAiForm(gpaSystem({ languageType: 'TOEFL', toefl: '' }))).toEqual({ language: TOEFL });
    expect(validateAiForm(gpaSystem({ languageType: 'IELTS', toefl: '', ielts: '' }))).toEqual({
      language: IELTS,
    });
    expect(validateAiForm(gpaSystem({ languageType: 'OTHER', toefl: '', tiother: '' }))).toEqual({
      language: OTHER,
    });
    expect(validateAiForm(gpaSystem({ languageType: 'OTHER', toefl: '', tiother: '   ' }))).toEqual({
      language: OTHER,
    });
  });

  it.each(['1', '80', '99', '120'])('TOEFL %j passes', (toefl) => {
    expect(validateAiForm(gpaSystem({ languageType: 'TOEFL', toefl }))).toEqual({});
  });

  it.each(['0', '121', '007', '099', '1.5', '-1', 'abc', '1200'])(
    'TOEFL %j fails with 请输入正确的TOEFL分数成绩',
    (toefl) => {
      expect(validateAiForm(gpaSystem({ languageType: 'TOEFL', toefl }))).toEqual({ language: TOEFL });
    },
  );

  it.each(['0', '6', '7.5', '9', '9.0', '0.5'])('IELTS %j passes', (ielts) => {
    expect(validateAiForm(gpaSystem({ languageType: 'IELTS', toefl: '', ielts }))).toEqual({});
  });

  it.each(['9.5', '6.55', '10', '-1', 'abc', '.5', '7.', '9.1'])(
    'IELTS %j fails with 请输入正确的IELTS分数成绩',
    (ielts) => {
      expect(validateAiForm(gpaSystem({ languageType: 'IELTS', toefl: '', ielts }))).toEqual({
        language: IELTS,
      });
    },
  );

  it('other: free text up to 100 characters', () => {
    const form = (tiother: string) => gpaSystem({ languageType: 'OTHER', toefl: '', tiother });
    expect(validateAiForm(form('Duolingo 125'))).toEqual({});
    expect(validateAiForm(form('多邻国 125 分'))).toEqual({});
    expect(validateAiForm(form('x'.repeat(100)))).toEqual({});
    expect(validateAiForm(form('x'.repeat(101)))).toEqual({ language: OTHER });
    expect(validateAiForm(form('考'.repeat(101)))).toEqual({ language: OTHER });
  });

  it('only the active kind is checked (switching kinds clears the others)', () => {
    expect(validateAiForm(gpaSystem({ languageType: 'IELTS', toefl: '999', ielts: '7.5' }))).toEqual({});
  });
});

describe('the undergraduate form: SAT / ACT', () => {
  it('both are optional', () => {
    expect(validateAiForm(gpaSystem({ satActType: 'SAT', sat: '' }))).toEqual({});
    expect(validateAiForm(gpaSystem({ satActType: 'ACT', act: '' }))).toEqual({});
    expect(validateAiForm(generalHighSchool({ satActType: 'ACT', act: '' }))).toEqual({});
  });

  it.each(['1', '400', '1550', '1600'])('SAT %j passes', (sat) => {
    expect(validateAiForm(gpaSystem({ satActType: 'SAT', sat }))).toEqual({});
  });

  it.each(['0', '1601', '9999', '16000', '0400', '1.5', '-1', 'abc'])(
    'SAT %j fails with 请输入正确的SAT/ACT分数成绩',
    (sat) => {
      expect(validateAiForm(gpaSystem({ satActType: 'SAT', sat }))).toEqual({ satAct: SAT_ACT });
    },
  );

  it.each(['1', '20', '36'])('ACT %j passes', (act) => {
    expect(validateAiForm(gpaSystem({ satActType: 'ACT', act }))).toEqual({});
  });

  it.each(['0', '37', '99', '100', '036', '05', '3.5', '-1'])(
    'ACT %j fails with 请输入正确的SAT/ACT分数成绩',
    (act) => {
      expect(validateAiForm(gpaSystem({ satActType: 'ACT', act }))).toEqual({ satAct: SAT_ACT });
    },
  );

  it('SAT / ACT is checked in the 普高 system too', () => {
    expect(validateAiForm(generalHighSchool({ satActType: 'SAT', sat: '1601' }))).toEqual({
      satAct: SAT_ACT,
    });
  });
});

// --- master's -------------------------------------------------------------------------------------------

describe("the master's form", () => {
  it('the empty form asks for current state, country, majors, city and school, not a course system', () => {
    expect(validateMasterForm(emptyMasterForm())).toEqual({
      current: CURRENT,
      country: COUNTRY,
      majors: MAJORS,
      city: CITY,
      school: SCHOOL_SELECT,
    });
  });

  it('is valid with only the required fields: no course system, GPA, language or GRE/GMAT needed', () => {
    expect(validateAiForm(master())).toEqual({});
    expect(validateAiForm(master({ current: '02' }))).toEqual({});
    expect(validateAiForm(master({ system: '' }))).toEqual({});
  });

  it('each required field alone gives its own message', () => {
    expect(validateAiForm(master({ current: '' }))).toEqual({ current: CURRENT });
    expect(validateAiForm(master({ country: [] }))).toEqual({ country: COUNTRY });
    expect(validateAiForm(master({ majors: [] }))).toEqual({ majors: MAJORS });
    expect(validateAiForm(master({ city: '' }))).toEqual({ city: CITY });
    expect(validateAiForm(master({ school: '' }))).toEqual({ school: SCHOOL_SELECT });
    expect(validateAiForm(master({ school: '', schoolId: '', schoolMode: 'text' }))).toEqual({
      school: SCHOOL_TEXT,
    });
  });

  it('GPA is validated when present, with the undergraduate bounds', () => {
    for (const gpa of ['4', '3.85', '0.5']) expect(validateAiForm(master({ gpa }))).toEqual({});
    for (const gpa of ['3.855', '4.01', '-1', 'abc'])
      expect(validateAiForm(master({ gpa }))).toEqual({ gpa: GPA });
  });

  it('TOEFL / IELTS / other are validated when present, with the undergraduate bounds', () => {
    expect(validateAiForm(master({ languageType: 'TOEFL', toefl: '120' }))).toEqual({});
    expect(validateAiForm(master({ languageType: 'TOEFL', toefl: '121' }))).toEqual({ language: TOEFL });
    expect(validateAiForm(master({ languageType: 'TOEFL', toefl: '0' }))).toEqual({ language: TOEFL });
    expect(validateAiForm(master({ languageType: 'IELTS', ielts: '7.5' }))).toEqual({});
    expect(validateAiForm(master({ languageType: 'IELTS', ielts: '6.55' }))).toEqual({ language: IELTS });
    expect(validateAiForm(master({ languageType: 'OTHER', tiother: 'x'.repeat(100) }))).toEqual({});
    expect(validateAiForm(master({ languageType: 'OTHER', tiother: 'x'.repeat(101) }))).toEqual({
      language: OTHER,
    });
  });

  it.each(['1', '300', '346'])('GRE %j passes', (gre) => {
    expect(validateAiForm(master({ greGmatType: 'GRE', gre }))).toEqual({});
  });

  it.each(['0', '347', '999', '3460', '0300', '1.5', '-1', 'abc'])(
    'GRE %j fails with 请输入正确的GRE/GMAT分数成绩',
    (gre) => {
      expect(validateAiForm(master({ greGmatType: 'GRE', gre }))).toEqual({ greGmat: GRE_GMAT });
    },
  );

  it.each(['1', '200', '800'])('GMAT %j passes', (gmat) => {
    expect(validateAiForm(master({ greGmatType: 'GMAT', gmat }))).toEqual({});
  });

  it.each(['0', '801', '999', '8000', '0700', '7.5'])(
    'GMAT %j fails with 请输入正确的GRE/GMAT分数成绩',
    (gmat) => {
      expect(validateAiForm(master({ greGmatType: 'GMAT', gmat }))).toEqual({ greGmat: GRE_GMAT });
    },
  );

  it('experience paragraphs are limited to 500 characters each', () => {
    expect(validateAiForm(master({ experiences: ['经'.repeat(500), ''] }))).toEqual({});
    expect(validateAiForm(master({ experiences: ['ok', '经'.repeat(501)] }))).toEqual({
      experience1: EXPERIENCE,
    });
    expect(validateAiForm(master({ experiences: ['x'.repeat(501), 'ok', 'y'.repeat(600)] }))).toEqual({
      experience0: EXPERIENCE,
      experience2: EXPERIENCE,
    });
  });
});

// --- hints and max lengths --------------------------------------------------------------------------------

describe('hints and input max lengths', () => {
  it('the hints are the spec texts exactly, and ours (总分, 英语, SAT, ACT) state the spec ranges', () => {
    expect(AI_HINTS).toEqual({
      total: '0~750的整数',
      english: '0~150的整数',
      sat: '请输入0~1600的整数',
      act: '请输入0~36的整数',
      gpa: '请输入0~4的数字，保留小数点后2位',
      toefl: '请输入0~120的整数',
      ielts: '请输入0~9的数，保留小数点后一位',
      tiother: '请输入其他的考试成绩',
      gre: '请输入0~346的整数',
      gmat: '请输入0~800的整数',
      experience: '工作/实习内容简介限500字',
    });
  });

  it('the max lengths are those of sections 5 and 9 (free-text school: the profile school-name limit, 50)', () => {
    expect(AI_MAX_LENGTHS).toEqual({
      school: 50,
      total: 3,
      english: 3,
      gpa: 4,
      toefl: 3,
      ielts: 3,
      tiother: 100,
      sat: 4,
      act: 2,
      gre: 3,
      gmat: 3,
      experience: 500,
    });
  });

  it('the score bounds are those of section 9', () => {
    const ranges = Object.fromEntries(
      Object.entries(SCORE_BOUNDS).map(([key, bound]) => [key, [bound.min, bound.max]]),
    );
    expect(ranges).toEqual({
      total: [0, 750],
      english: [0, 150],
      gpa: [0, 4],
      toefl: [0, 120],
      ielts: [0, 9],
      sat: [0, 1600],
      act: [0, 36],
      gre: [0, 346],
      gmat: [0, 800],
    });
  });
});

// --- the payload ------------------------------------------------------------------------------------------

describe('toAiPayload', () => {
  it('普高 sends totalScore and englishScore, no GPA, and no optional scores when none are entered', () => {
    const payload = toAiPayload(
      generalHighSchool({ gpa: '3.0', ap_course: ['AP1'], activity: ['A1', 'A2'] }),
    );
    expect(payload).toEqual({
      studyIntentionType: '01',
      activityIdList: ['A1', 'A2'],
      apCourseIdList: ['AP1'],
      countryCodeList: ['US', 'GB'],
      educationSystem: { type: '01', totalScore: '650', englishScore: '140' },
      majorSubjectTypeCodeList: ['CS'],
      studentSchoolCityCode: '110100',
      studentSchoolId: 'school-1',
      studentSchoolName: '北京市第四中学',
      experienceList: [],
    });
    expect(payload).not.toHaveProperty('toeflOrIeltsScore');
    expect(payload).not.toHaveProperty('satOrActScore');
    expect(payload).not.toHaveProperty('greOrGmatScore');
    expect(payload).not.toHaveProperty('currentStudyStatus');
  });

  it('other systems send gpaScore, the active language score and the SAT/ACT score when entered', () => {
    const form = gpaSystem({
      total: '700',
      english: '120',
      languageType: 'IELTS',
      toefl: '',
      ielts: '7.5',
      satActType: 'ACT',
      act: '33',
    });
    expect(toAiPayload(form)).toEqual({
      studyIntentionType: '01',
      activityIdList: [],
      apCourseIdList: [],
      countryCodeList: ['US'],
      educationSystem: { type: '02', gpaScore: '3.85' },
      majorSubjectTypeCodeList: ['CS', 'EE'],
      studentSchoolCityCode: '310100',
      studentSchoolId: 'school-2',
      studentSchoolName: '上海中学国际部',
      toeflOrIeltsScore: { score: '7.5', scoreType: 'IELTS' },
      satOrActScore: { score: '33', scoreType: 'ACT' },
      experienceList: [],
    });
  });

  it('the language scoreType follows the toggle: TOEFL, IELTS or OTHER (trimmed text)', () => {
    expect(toAiPayload(gpaSystem({ languageType: 'TOEFL', toefl: '100' })).toeflOrIeltsScore).toEqual({
      score: '100',
      scoreType: 'TOEFL',
    });
    expect(toAiPayload(gpaSystem({ languageType: 'IELTS', ielts: '6' })).toeflOrIeltsScore).toEqual({
      score: '6',
      scoreType: 'IELTS',
    });
    expect(
      toAiPayload(gpaSystem({ languageType: 'OTHER', toefl: '', tiother: '  Duolingo 120 ' }))
        .toeflOrIeltsScore,
    ).toEqual({ score: 'Duolingo 120', scoreType: 'OTHER' });
  });

  it('SAT is sent with scoreType SAT', () => {
    expect(toAiPayload(gpaSystem({ satActType: 'SAT', sat: '1500' })).satOrActScore).toEqual({
      score: '1500',
      scoreType: 'SAT',
    });
  });

  it('studentSchoolId is null in free-text mode (even with a stale id) and when no id was chosen', () => {
    const text = toAiPayload(gpaSystem({ schoolMode: 'text', school: ' 某某国际学校 ', schoolId: 'stale' }));
    expect(text.studentSchoolId).toBeNull();
    expect(text.studentSchoolName).toBe('某某国际学校');
    expect(toAiPayload(gpaSystem({ schoolMode: 'select', schoolId: '' })).studentSchoolId).toBeNull();
  });

  it("master's sends the current state, GRE/GMAT when entered, and no AP courses or activities", () => {
    const payload = toAiPayload(
      master({
        current: '02',
        system: '03',
        gpa: '3.6',
        languageType: 'TOEFL',
        toefl: '100',
        greGmatType: 'GMAT',
        gmat: '720',
        experiences: ['腾讯实习'],
      }),
    );
    expect(payload).toEqual({
      studyIntentionType: '02',
      activityIdList: [],
      apCourseIdList: [],
      countryCodeList: ['GB'],
      educationSystem: { type: '03', gpaScore: '3.6' },
      majorSubjectTypeCodeList: ['FIN'],
      studentSchoolCityCode: '440100',
      studentSchoolId: 'school-3',
      studentSchoolName: '中山大学',
      currentStudyStatus: '02',
      toeflOrIeltsScore: { score: '100', scoreType: 'TOEFL' },
      greOrGmatScore: { score: '720', scoreType: 'GMAT' },
      experienceList: [{ content: '腾讯实习', stepType: '第一段' }],
    });
    expect(toAiPayload(master({ greGmatType: 'GRE', gre: '330' })).greOrGmatScore).toEqual({
      score: '330',
      scoreType: 'GRE',
    });
  });

  it("master's without a course system sends only the GPA, or an empty education system", () => {
    expect(toAiPayload(master({ system: '', gpa: '3.2' })).educationSystem).toEqual({ gpaScore: '3.2' });
    const bare = toAiPayload(master());
    expect(bare.educationSystem).toEqual({});
    expect(bare).not.toHaveProperty('toeflOrIeltsScore');
    expect(bare).not.toHaveProperty('greOrGmatScore');
    expect(bare).not.toHaveProperty('satOrActScore');
    expect(bare.experienceList).toEqual([]);
  });

  it('experienceList skips empty paragraphs and numbers the rest 第一段..第五段 by position', () => {
    expect(toAiPayload(master({ experiences: ['', '  A  ', '   ', 'B', '', 'C'] })).experienceList).toEqual([
      { content: 'A', stepType: '第一段' },
      { content: 'B', stepType: '第二段' },
      { content: 'C', stepType: '第三段' },
    ]);
    expect(toAiPayload(master({ experiences: ['1', '2', '3', '4', '5'] })).experienceList).toEqual([
      { content: '1', stepType: '第一段' },
      { content: '2', stepType: '第二段' },
      { content: '3', stepType: '第三段' },
      { content: '4', stepType: '第四段' },
      { content: '5', stepType: '第五段' },
    ]);
  });

  it('copies the lists instead of sharing them with the form', () => {
    const form = gpaSystem({ activity: ['A1'] });
    const payload = toAiPayload(form);
    form.country.push('CA');
    form.activity.push('A2');
    expect(payload.countryCodeList).toEqual(['US']);
    expect(payload.activityIdList).toEqual(['A1']);
  });
});

// --- the server schema ------------------------------------------------------------------------------------

describe('aiRequestSchema', () => {
  const validForms: (AiUndergraduateForm | AiMasterForm)[] = [
    generalHighSchool(),
    generalHighSchool({
      languageType: 'IELTS',
      ielts: '6.5',
      satActType: 'SAT',
      sat: '1400',
      activity: ['A1'],
    }),
    gpaSystem(),
    gpaSystem({
      gpa: '4',
      languageType: 'OTHER',
      toefl: '',
      tiother: 'x'.repeat(100),
      satActType: 'ACT',
      act: '36',
    }),
    gpaSystem({ schoolMode: 'text', school: '某某国际学校', schoolId: '' }),
    master(),
    master({ current: '02', gpa: '3.5', languageType: 'IELTS', ielts: '7', greGmatType: 'GRE', gre: '346' }),
    master({
      system: '02',
      gpa: '0',
      greGmatType: 'GMAT',
      gmat: '800',
      experiences: ['a'.repeat(500), '', 'b', 'c', 'd', 'e'],
    }),
  ];

  it.each(validForms.map((form, index) => [index, form] as const))(
    'accepts the payload of valid form #%i unchanged',
    (_index, form) => {
      expect(validateAiForm(form)).toEqual({});
      const payload = toAiPayload(form);
      const result = aiRequestSchema.safeParse(payload);
      expect(result.success).toBe(true);
      expect(result.data).toEqual(payload);
    },
  );

  const ug = () => toAiPayload(gpaSystem());
  const hs = () => toAiPayload(generalHighSchool());
  const ms = () => toAiPayload(master());

  it.each<[string, () => unknown, string]>([
    ['no country', () => ({ ...ug(), countryCodeList: [] }), COUNTRY],
    ['no major', () => ({ ...ug(), majorSubjectTypeCodeList: [] }), MAJORS],
    ['no city', () => ({ ...ug(), studentSchoolCityCode: '' }), CITY],
    ['no school name with a school id', () => ({ ...ug(), studentSchoolName: '' }), SCHOOL_SELECT],
    [
      'no school name, free text',
      () => ({ ...ug(), studentSchoolId: null, studentSchoolName: ' ' }),
      SCHOOL_TEXT,
    ],
    ['no course system (undergraduate)', () => ({ ...ug(), educationSystem: {} }), SYSTEM],
    [
      'total 751',
      () => ({ ...hs(), educationSystem: { type: '01', totalScore: '751', englishScore: '100' } }),
      TOTAL,
    ],
    [
      'total 0',
      () => ({ ...hs(), educationSystem: { type: '01', totalScore: '0', englishScore: '100' } }),
      TOTAL,
    ],
    ['total missing', () => ({ ...hs(), educationSystem: { type: '01', englishScore: '100' } }), TOTAL],
    [
      'english 151',
      () => ({ ...hs(), educationSystem: { type: '01', totalScore: '700', englishScore: '151' } }),
      ENGLISH,
    ],
    ['GPA 3.855', () => ({ ...ug(), educationSystem: { type: '02', gpaScore: '3.855' } }), GPA],
    ['GPA 4.01', () => ({ ...ug(), educationSystem: { type: '02', gpaScore: '4.01' } }), GPA],
    ['GPA missing', () => ({ ...ug(), educationSystem: { type: '02' } }), GPA],
    ['TOEFL 121', () => ({ ...ug(), toeflOrIeltsScore: { score: '121', scoreType: 'TOEFL' } }), TOEFL],
    ['IELTS 9.5', () => ({ ...ug(), toeflOrIeltsScore: { score: '9.5', scoreType: 'IELTS' } }), IELTS],
    ['no language score with a GPA', () => ({ ...ug(), toeflOrIeltsScore: undefined }), TOEFL],
    ['SAT 1601', () => ({ ...ug(), satOrActScore: { score: '1601', scoreType: 'SAT' } }), SAT_ACT],
    ['ACT 37', () => ({ ...ug(), satOrActScore: { score: '37', scoreType: 'ACT' } }), SAT_ACT],
    ["master's without current state", () => ({ ...ms(), currentStudyStatus: undefined }), CURRENT],
    ["master's GPA 4.5", () => ({ ...ms(), educationSystem: { gpaScore: '4.5' } }), GPA],
    ["master's TOEFL 0", () => ({ ...ms(), toeflOrIeltsScore: { score: '0', scoreType: 'TOEFL' } }), TOEFL],
    [
      "master's IELTS 6.55",
      () => ({ ...ms(), toeflOrIeltsScore: { score: '6.55', scoreType: 'IELTS' } }),
      IELTS,
    ],
    ["master's GRE 347", () => ({ ...ms(), greOrGmatScore: { score: '347', scoreType: 'GRE' } }), GRE_GMAT],
    ["master's GMAT 801", () => ({ ...ms(), greOrGmatScore: { score: '801', scoreType: 'GMAT' } }), GRE_GMAT],
  ])('rejects %s with exactly the form message', (_name, payload, message) => {
    expect(schemaMessages(payload())).toEqual([message]);
  });

  it('does not require a course system or scores for a master payload', () => {
    expect(schemaMessages(ms())).toEqual([]);
  });

  it('rejects an other-exam text over 100 characters with the form message alone', () => {
    const messages = schemaMessages({
      ...ug(),
      toeflOrIeltsScore: { score: 'x'.repeat(101), scoreType: 'OTHER' },
    });
    expect(messages).toEqual([OTHER]);
  });

  it('treats missing lists and texts as empty, so the section 5 messages say what is missing', () => {
    const { countryCodeList: _c, studentSchoolCityCode: _city, studentSchoolName: _name, ...rest } = ug();
    const messages = schemaMessages(rest);
    expect(messages).toEqual(
      expect.arrayContaining([
        '请选择意向国家/地区',
        '请选择您现在就读学校所在城市',
        '请选择您现在就读学校的名称',
      ]),
    );
    expect(messages).toHaveLength(3);
  });

  it('rejects a school name over 50 characters with its own message', () => {
    expect(schemaMessages({ ...ug(), studentSchoolName: '校'.repeat(51) })).toEqual([
      '学校名称不能超过50个字',
    ]);
  });

  it('reports several wrong fields at once', () => {
    const payload = {
      ...hs(),
      countryCodeList: [],
      educationSystem: { type: '01', totalScore: '07', englishScore: '0' },
    };
    expect(schemaMessages(payload).sort()).toEqual([COUNTRY, ENGLISH, TOTAL].sort());
  });

  it('rejects experiences out of order, with the path of the wrong stepType', () => {
    const wrongStart = aiRequestSchema.safeParse({
      ...ms(),
      experienceList: [{ content: 'a', stepType: '第二段' }],
    });
    expect(wrongStart.success).toBe(false);
    expect(wrongStart.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['experienceList', 0, 'stepType'], '经历段落顺序不正确'],
    ]);
    const swapped = aiRequestSchema.safeParse({
      ...ms(),
      experienceList: [
        { content: 'a', stepType: '第一段' },
        { content: 'b', stepType: '第三段' },
        { content: 'c', stepType: '第二段' },
      ],
    });
    expect(swapped.error?.issues.map((issue) => issue.path)).toEqual([
      ['experienceList', 1, 'stepType'],
      ['experienceList', 2, 'stepType'],
    ]);
  });

  it('rejects an unknown stepType', () => {
    expect(
      aiRequestSchema.safeParse({ ...ms(), experienceList: [{ content: 'a', stepType: '第六段' }] }).success,
    ).toBe(false);
  });

  it('rejects more than 5 experiences, even from toAiPayload of six paragraphs', () => {
    const six = toAiPayload(master({ experiences: ['1', '2', '3', '4', '5', '6'] }));
    expect(six.experienceList).toHaveLength(6);
    const result = aiRequestSchema.safeParse(six);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.code, issue.path])).toContainEqual([
      'too_big',
      ['experienceList'],
    ]);
    expect(
      aiRequestSchema.safeParse({ ...six, experienceList: six.experienceList.slice(0, 5) }).success,
    ).toBe(true);
  });

  it('rejects an experience over 500 characters', () => {
    const payload = { ...ms(), experienceList: [{ content: 'x'.repeat(501), stepType: '第一段' }] };
    expect(aiRequestSchema.safeParse(payload).success).toBe(false);
    expect(
      schemaMessages({ ...payload, experienceList: [{ content: 'x'.repeat(500), stepType: '第一段' }] }),
    ).toEqual([]);
  });

  it('rejects malformed payloads without throwing', () => {
    for (const bad of [
      null,
      {},
      { ...ms(), studyIntentionType: '03' },
      { ...ms(), countryCodeList: 'US' },
      { ...ms(), experienceList: 'x' },
      { ...ms(), educationSystem: null },
      { ...ms(), toeflOrIeltsScore: { score: 100, scoreType: 'TOEFL' } },
      { ...ms(), toeflOrIeltsScore: { score: '100', scoreType: 'DUOLINGO' } },
      { ...ms(), currentStudyStatus: '03' },
    ]) {
      expect(aiRequestSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('fills the defaults of the optional lists', () => {
    const { activityIdList, apCourseIdList, experienceList, ...rest } = ms();
    expect([activityIdList, apCourseIdList, experienceList]).toEqual([[], [], []]);
    const parsed = aiRequestSchema.parse(rest);
    expect(parsed.activityIdList).toEqual([]);
    expect(parsed.apCourseIdList).toEqual([]);
    expect(parsed.experienceList).toEqual([]);
  });
});

// --- round trip -------------------------------------------------------------------------------------------

describe('form -> payload -> form', () => {
  const valid: (AiUndergraduateForm | AiMasterForm)[] = [
    generalHighSchool(),
    generalHighSchool({
      languageType: 'TOEFL',
      toefl: '90',
      satActType: 'ACT',
      act: '30',
      ap_course: ['AP1'],
    }),
    gpaSystem(),
    gpaSystem({ languageType: 'IELTS', toefl: '', ielts: '8.5', satActType: 'SAT', sat: '1600' }),
    gpaSystem({
      languageType: 'OTHER',
      toefl: '',
      tiother: ' Duolingo 130 ',
      schoolMode: 'text',
      schoolId: '',
    }),
    master(),
    master({ current: '02', system: '02', gpa: '3.9', languageType: 'OTHER', tiother: 'PTE 70' }),
    master({ gpa: '2', greGmatType: 'GMAT', gmat: '650', experiences: ['a', '', 'b'] }),
  ];

  it.each(valid.map((form, index) => [index, form] as const))(
    'valid form #%i stays valid',
    (_index, form) => {
      const payload = toAiPayload(form);
      const back = formFromPayload(payload);
      expect(validateAiForm(back)).toEqual({});
      expect(back.name).toBe(form.name);
      expect(toAiPayload(back)).toEqual(payload);
    },
  );

  it('an invalid form keeps its errors through the payload', () => {
    const forms: (AiUndergraduateForm | AiMasterForm)[] = [
      gpaSystem({ gpa: '4.01', languageType: 'IELTS', toefl: '', ielts: '9.5' }),
      generalHighSchool({ total: '751', english: '0', satActType: 'ACT', act: '37' }),
      master({
        current: '',
        country: [],
        greGmatType: 'GRE',
        gre: '347',
        languageType: 'TOEFL',
        toefl: '121',
      }),
    ];
    for (const form of forms) {
      const errors = validateAiForm(form);
      expect(Object.keys(errors).length).toBeGreaterThan(0);
      expect(validateAiForm(formFromPayload(toAiPayload(form)))).toEqual(errors);
    }
  });

  it('a payload without a school id comes back in free-text mode', () => {
    const back = formFromPayload(toAiPayload(gpaSystem({ schoolMode: 'text', schoolId: '' })));
    expect(back.schoolMode).toBe('text');
    expect(back.schoolId).toBe('');
    expect(formFromPayload(toAiPayload(gpaSystem())).schoolMode).toBe('select');
  });
});

// --- property: the numeric checks agree with an oracle written from the spec text -------------------------

/**
 * SPEC section 5, "Decimal check: optional minus, digits, optional fraction", parsed by hand (no regex
 * shared with the contract). Returns null when the text is not such a decimal.
 */
function parseSpecDecimal(text: string): { negative: boolean; whole: string; fraction: string } | null {
  const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
  let i = 0;
  const negative = text[0] === '-';
  if (negative) i = 1;
  let whole = '';
  while (isDigit(text[i])) whole += text[i++];
  if (whole === '') return null;
  let fraction = '';
  if (i < text.length) {
    if (text[i] !== '.') return null;
    i++;
    while (isDigit(text[i])) fraction += text[i++];
    if (fraction === '') return null;
  }
  return i === text.length ? { negative, whole, fraction } : null;
}

/** The value of a parsed decimal in units of 10^-places (places >= fraction length), exactly. */
function scaled(parsed: { negative: boolean; whole: string; fraction: string }, places: number): bigint {
  const magnitude = BigInt(parsed.whole + parsed.fraction.padEnd(places, '0'));
  return parsed.negative ? -magnitude : magnitude;
}

/** GPA: decimal, 0~4, max length 4, at most two decimals ('-0' is the number 0, so it is in range). */
function oracleGpa(text: string): boolean {
  const parsed = parseSpecDecimal(text);
  if (!parsed || text.length > 4 || parsed.fraction.length > 2) return false;
  const value = scaled(parsed, 2);
  return value >= 0n && value <= 400n;
}

/**
 * IELTS: decimal, 0~9, at most one decimal. The spec gives no max length; the contract's input max
 * length is 3 (AI_MAX_LENGTHS.ielts, the longest canonical score 'd.d'), which only rules out spellings
 * with extra zeros such as '09.0' or '-0.0'. The oracle follows that input limit.
 */
function oracleIelts(text: string): boolean {
  const parsed = parseSpecDecimal(text);
  if (!parsed || text.length > 3 || parsed.fraction.length > 1) return false;
  const value = scaled(parsed, 1);
  return value >= 0n && value <= 90n;
}

/** TOEFL: the integer check (positive, no leading 0, so '0' fails), 0~120. */
function oracleToefl(text: string): boolean {
  if (text === '' || text[0] === '0') return false;
  for (const c of text) if (c < '0' || c > '9') return false;
  return BigInt(text) <= 120n;
}

describe('property: GPA / IELTS / TOEFL checks agree with the spec oracle', () => {
  it('for arbitrary numeric strings, at the function, form and schema level', () => {
    const envSeed = Number.parseInt(String(import.meta.env.AI_CONTRACT_SEED ?? ''), 10);
    const seed = Number.isNaN(envSeed) ? Date.now() % 2_147_483_647 : envSeed;
    console.info('ai contract property seed', seed);

    const digit = fc.constantFrom(...'0123456789'.split(''));
    const digits = (maxLength: number) => fc.string({ unit: digit, minLength: 1, maxLength });
    // Well-formed decimals around the bounds, with optional sign and fraction.
    const shaped = fc
      .tuple(fc.boolean(), digits(3), fc.option(digits(3)))
      .map(
        ([negative, whole, fraction]) =>
          `${negative ? '-' : ''}${whole}${fraction === null ? '' : `.${fraction}`}`,
      );
    // Any mix of digits, dots, minus signs and a few other characters.
    const noisy = fc.string({
      unit: fc.constantFrom(...'0123456789.-'.split(''), ' ', '+', 'e', 'x'),
      maxLength: 7,
    });
    const edges = fc.constantFrom(
      '0',
      '-0',
      '-0.0',
      '0.0',
      '0.00',
      '4',
      '4.0',
      '4.00',
      '4.01',
      '9',
      '9.0',
      '9.5',
    );
    const numericString = fc.oneof(shaped, noisy, edges, fc.integer({ min: -10, max: 1000 }).map(String));

    fc.assert(
      fc.property(numericString, (text) => {
        const gpa = oracleGpa(text);
        const ielts = oracleIelts(text);
        const toefl = oracleToefl(text);
        expect(isGpa(text)).toBe(gpa);
        expect(isIelts(text)).toBe(ielts);
        expect(isIntegerScore(text, SCORE_BOUNDS.toefl)).toBe(toefl);

        // Undergraduate, other system: GPA required; master's: GPA only when present.
        expect(validateAiForm(gpaSystem({ gpa: text })).gpa).toBe(gpa ? undefined : GPA);
        expect(validateAiForm(master({ gpa: text })).gpa).toBe(gpa || text === '' ? undefined : GPA);
        expect(validateAiForm(master({ languageType: 'IELTS', ielts: text })).language).toBe(
          ielts || text === '' ? undefined : IELTS,
        );
        expect(validateAiForm(master({ languageType: 'TOEFL', toefl: text })).language).toBe(
          toefl || text === '' ? undefined : TOEFL,
        );

        // The schema trims scores, then applies the same rules.
        const trimmed = text.trim();
        const gpaPayload = { ...toAiPayload(master()), educationSystem: { gpaScore: text } };
        expect(schemaMessages(gpaPayload)).toEqual(trimmed === '' || oracleGpa(trimmed) ? [] : [GPA]);
        const ieltsPayload = {
          ...toAiPayload(master()),
          toeflOrIeltsScore: { score: text, scoreType: 'IELTS' },
        };
        expect(schemaMessages(ieltsPayload)).toEqual(trimmed === '' || oracleIelts(trimmed) ? [] : [IELTS]);
        const toeflPayload = {
          ...toAiPayload(master()),
          toeflOrIeltsScore: { score: text, scoreType: 'TOEFL' },
        };
        expect(schemaMessages(toeflPayload)).toEqual(trimmed === '' || oracleToefl(trimmed) ? [] : [TOEFL]);
      }),
      { numRuns: 2000, seed, examples: [['-0'], ['09.0'], ['4.00'], ['120'], ['0'], ['']] },
    );
  });

  it('the oracle itself follows the spec examples', () => {
    expect(['4', '3.85', '0'].map(oracleGpa)).toEqual([true, true, true]);
    expect(['3.855', '4.01', '-1', 'abc', '.5', '4.'].map(oracleGpa)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(['7.5', '9', '0'].map(oracleIelts)).toEqual([true, true, true]);
    expect(['9.5', '6.55', '10', '-1'].map(oracleIelts)).toEqual([false, false, false, false]);
    expect(['1', '120'].map(oracleToefl)).toEqual([true, true]);
    expect(['0', '121', '07', '1.5', '-1'].map(oracleToefl)).toEqual([false, false, false, false, false]);
  });
});
