import { describe, expect, it } from 'vitest';

import { LIMITS } from '@/contract/limits';
import { isKnownPath, ROUTES } from '@/contract/routes';
import {
  checkChatImage,
  isDecimal,
  isGpa,
  isIelts,
  isInteger,
  isIntegerScore,
  isPassword,
  isPhone,
  MESSAGES,
  SCORE_BOUNDS,
} from '@/contract/validation';

describe('the integer check', () => {
  it('rejects 0 and numbers starting with 0, and accepts 7', () => {
    expect(isInteger('0')).toBe(false);
    expect(isInteger('01')).toBe(false);
    expect(isInteger('7')).toBe(true);
  });

  it('rejects signs, decimals, blanks and letters', () => {
    for (const value of ['', ' 7', '-7', '+7', '7.0', '7e2', 'seven']) expect(isInteger(value)).toBe(false);
  });
});

/** Each value of `accepted` passes `check` and each of `rejected` fails (the value names a failure). */
function expectVerdicts(check: (value: string) => boolean, accepted: string[], rejected: string[]): void {
  for (const value of accepted) expect(check(value), value).toBe(true);
  for (const value of rejected) expect(check(value), value).toBe(false);
}

describe('the decimal check', () => {
  it('accepts an optional minus, digits and an optional fraction; rejects a trailing or leading dot and other text', () => {
    expectVerdicts(isDecimal, ['-1.5', '3', '0.25'], ['1.', '.5', '1.2.3', '']);
  });
});

describe('integer scores', () => {
  const passes = (value: string, bound: keyof typeof SCORE_BOUNDS) =>
    isIntegerScore(value, SCORE_BOUNDS[bound]);

  it('total: 750 passes, 751 fails, 0 fails, four digits fail', () => {
    expectVerdicts((value) => passes(value, 'total'), ['750'], ['751', '0', '7500']);
    expect(SCORE_BOUNDS.total.maxLength).toBe(3);
  });

  it.each([
    { name: 'english', bound: 'english', max: '150', over: '151' },
    { name: 'TOEFL', bound: 'toefl', max: '120', over: '121' },
    { name: 'SAT', bound: 'sat', max: '1600', over: '1601' },
    { name: 'GRE', bound: 'gre', max: '346', over: '347' },
    { name: 'GMAT', bound: 'gmat', max: '800', over: '801' },
  ] as const)('$name: $max passes, $over fails', ({ bound, max, over }) => {
    expect(passes(max, bound)).toBe(true);
    expect(passes(over, bound)).toBe(false);
  });

  it('ACT: 36 passes, 37 fails, three digits fail on length', () => {
    expectVerdicts((value) => passes(value, 'act'), ['36'], ['37', '100']);
    expect(SCORE_BOUNDS.act.maxLength).toBe(2);
  });
});

describe('decimal scores', () => {
  it('GPA: 4 and 3.85 and 0.5 pass; 4.01 and 3.855 fail', () => {
    expectVerdicts(isGpa, ['4', '3.85', '0.5'], ['4.01', '3.855']);
  });

  it('IELTS: 7.5 passes; 7.55 and 9.5 fail', () => {
    expectVerdicts(isIelts, ['7.5', '9'], ['7.55', '9.5']);
  });
});

describe('the chat image check', () => {
  it('accepts a png of exactly 1 MB', () => {
    expect(checkChatImage({ name: 'offer.png', size: LIMITS.CHAT_IMAGE_MAX_BYTES })).toBeNull();
    expect(checkChatImage({ name: 'OFFER.JPEG', size: 10 })).toBeNull();
  });

  it('rejects a gif with 请选择jpg/jpeg/png图片!', () => {
    expect(checkChatImage({ name: 'funny.gif', size: 10 })).toBe('请选择jpg/jpeg/png图片!');
  });

  it('rejects one byte over 1 MB with 单个文件不能超过1MB大小!', () => {
    expect(checkChatImage({ name: 'scan.jpg', size: 1024 * 1024 + 1 })).toBe('单个文件不能超过1MB大小!');
  });
});

describe('login fields', () => {
  it('accept a mainland mobile number only', () => {
    expect(isPhone('13812345678')).toBe(true);
    expect(isPhone('12812345678')).toBe(false);
    expect(isPhone('1381234567')).toBe(false);
    expect(isPhone('138123456789')).toBe(false);
    expect(isPhone('+8613812345678')).toBe(false);
  });

  it('accept a password of 8 to 20 characters with letters and digits and no spaces', () => {
    expect(isPassword('abc12345')).toBe(true);
    expect(isPassword('abc1234')).toBe(false);
    expect(isPassword(`a1${'x'.repeat(18)}`)).toBe(true);
    expect(isPassword(`a1${'x'.repeat(19)}`)).toBe(false);
    expect(isPassword('abcdefgh')).toBe(false);
    expect(isPassword('12345678')).toBe(false);
    expect(isPassword('abc 12345')).toBe(false);
  });
});

describe('messages', () => {
  it('name the language exam in the score error', () => {
    expect(MESSAGES.language('TOEFL')).toBe('请输入正确的TOEFL分数成绩');
    expect(MESSAGES.language('其他')).toBe('请输入正确的其他分数成绩');
  });
});

describe('the route table', () => {
  const specPaths = [
    '/',
    '/qa',
    '/qa/detail',
    '/news',
    '/news/detail',
    '/admission',
    '/visit',
    '/prepare',
    '/employment',
    '/visa',
    '/live',
    '/immigrant',
    '/$type/detail',
    '/standardized-exam',
    '/standardized-exam-detail',
    '/academic',
    '/academic-detail',
    '/background',
    '/background-detail',
    '/privacy',
    '/organizations',
    '/organization/list',
    '/organization/playbacks',
    '/organization/playback/detail',
    '/organization/detail',
    '/counselor/list',
    '/counselor/detail',
    '/rank',
    '/schools',
    '/school/detail',
    '/school/activity',
    '/school/activity/detail',
    '/majors',
    '/majors/detail',
    '/circle',
    '/personal',
    '/personal/VideoPlayer',
    '/message',
    '/401',
    '/403',
    '/404',
    '/500',
    '/login',
  ];

  it('contains every path of SPEC section 2', () => {
    const paths = ROUTES.map((route) => route.path);
    for (const path of specPaths) expect(paths).toContain(path);
  });

  it('requires login exactly on the A routes of SPEC section 2', () => {
    const auth = ROUTES.filter((route) => route.access === 'auth').map((route) => route.path);
    expect(auth.sort()).toEqual(
      [
        '/qa',
        '/qa/detail',
        '/news',
        '/news/detail',
        '/admission',
        '/visit',
        '/organization/list',
        '/organization/detail',
        '/counselor/list',
        '/counselor/detail',
        '/rank',
        '/school/detail',
        '/school/activity',
        '/school/activity/detail',
        '/majors/detail',
        '/personal',
        '/personal/VideoPlayer',
        '/message',
      ].sort(),
    );
  });

  it('matches paths strictly', () => {
    expect(isKnownPath('/qa')).toBe(true);
    expect(isKnownPath('/qa/')).toBe(false);
    expect(isKnownPath('/QA')).toBe(false);
    expect(isKnownPath('/personal/videoplayer')).toBe(false);
    expect(isKnownPath('/')).toBe(true);
  });

  it('knows the detail page of the five content types and nothing else', () => {
    for (const type of ['prepare', 'employment', 'visa', 'live', 'immigrant']) {
      expect(isKnownPath(`/${type}/detail`)).toBe(true);
    }
    expect(isKnownPath('/foo/detail')).toBe(false);
    expect(isKnownPath('/visa/detail/')).toBe(false);
    expect(isKnownPath('/$type/detail')).toBe(false);
  });
});
