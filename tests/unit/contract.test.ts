import { describe, expect, it } from 'vitest';

import { LIMITS } from '@/contract/limits';
import { isKnownPath, loginReason, ROUTES } from '@/contract/routes';
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

import { expectVerdicts } from '../helpers/verdicts';

describe('the integer check', () => {
  it('rejects 0 and numbers starting with 0, and accepts 7', () => {
    expectVerdicts(isInteger, ['7'], ['0', '01']);
  });

  it('rejects signs, decimals, blanks and letters', () => {
    expectVerdicts(isInteger, [], ['', ' 7', '-7', '+7', '7.0', '7e2', 'seven']);
  });
});

describe('the decimal check', () => {
  it('accepts an optional minus, digits and an optional fraction', () => {
    expectVerdicts(isDecimal, ['-1.5', '3', '0.25'], []);
  });

  it('rejects a trailing dot, a leading dot and other text', () => {
    expectVerdicts(isDecimal, [], ['1.', '.5', '1.2.3', '']);
  });
});

describe('integer scores', () => {
  const passes = (bound: keyof typeof SCORE_BOUNDS) => (value: string) =>
    isIntegerScore(value, SCORE_BOUNDS[bound]);

  it('total: 750 passes, 751 fails, 0 fails, four digits fail', () => {
    expectVerdicts(passes('total'), ['750'], ['751', '0', '7500']);
    expect(SCORE_BOUNDS.total.maxLength).toBe(3);
  });

  it.each([
    { name: 'english', bound: 'english', max: '150', over: '151' },
    { name: 'TOEFL', bound: 'toefl', max: '120', over: '121' },
    { name: 'SAT', bound: 'sat', max: '1600', over: '1601' },
    { name: 'GRE', bound: 'gre', max: '346', over: '347' },
    { name: 'GMAT', bound: 'gmat', max: '800', over: '801' },
  ] as const)('$name: $max passes, $over fails', ({ bound, max, over }) => {
    expectVerdicts(passes(bound), [max], [over]);
  });

  it('ACT: 36 passes, 37 fails, three digits fail on length', () => {
    expectVerdicts(passes('act'), ['36'], ['37', '100']);
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
    expectVerdicts(isPhone, ['13812345678'], ['12812345678', '1381234567', '138123456789', '+8613812345678']);
  });

  it('accept a password of 8 to 20 characters with letters and digits and no spaces', () => {
    expectVerdicts(
      isPassword,
      ['abc12345', `a1${'x'.repeat(18)}`],
      ['abc1234', `a1${'x'.repeat(19)}`, 'abcdefgh', '12345678', 'abc 12345'],
    );
  });
});

describe('messages', () => {
  it('name the language exam in the score error', () => {
    expect(MESSAGES.language('TOEFL')).toBe('请输入正确的TOEFL分数成绩');
    expect(MESSAGES.language('其他')).toBe('请输入正确的其他分数成绩');
  });
});

describe('the reason /login gives', () => {
  it('names the page or the action a visitor was sent from, and nothing for an unknown name', () => {
    expect(loginReason('SchoolDetail')).toBe('请登录后查看院校详情');
    expect(loginReason('Rank')).toBe('请登录后查看院校排名');
    expect(loginReason('like')).toBe('请登录后点赞');
    expect(loginReason('post')).toBe('请登录后发帖');
    for (const none of [undefined, '', 'Login', 'Home', 'toString', '<script>'])
      expect(loginReason(none)).toBeNull();
  });
});

describe('the route table', () => {
  /** SPEC section 2: the paths that need a login (A) and the public ones. */
  const specAuthPaths = [
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
  ];
  const specPublicPaths = [
    '/',
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
    '/organization/playbacks',
    '/organization/playback/detail',
    '/schools',
    '/majors',
    '/circle',
    '/401',
    '/403',
    '/404',
    '/500',
    '/login',
  ];

  it('contains every path of SPEC section 2', () => {
    const paths = ROUTES.map((route) => route.path);
    for (const path of [...specPublicPaths, ...specAuthPaths]) expect(paths).toContain(path);
  });

  it('requires login exactly on the A routes of SPEC section 2', () => {
    // the staff console and a payment's result (where a mobile cashier returns) are no pages of the spec's
    // table, and need a login too
    const beyondSpec = new Set(['Console', 'PayResult']);
    const auth = ROUTES.filter((route) => route.access === 'auth' && !beyondSpec.has(route.name)).map(
      (route) => route.path,
    );
    expect(auth.sort()).toEqual([...specAuthPaths].sort());
  });

  it('matches paths strictly', () => {
    expectVerdicts(isKnownPath, ['/qa', '/'], ['/qa/', '/QA', '/personal/videoplayer']);
  });

  it('knows the detail page of the five content types and nothing else', () => {
    expectVerdicts(
      isKnownPath,
      ['prepare', 'employment', 'visa', 'live', 'immigrant'].map((type) => `/${type}/detail`),
      ['/foo/detail', '/visa/detail/', '/$type/detail'],
    );
  });
});
