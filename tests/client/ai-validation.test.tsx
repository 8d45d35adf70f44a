import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { AI_TEXT } from '@/contract/ai';
import { APP_EVENTS, emitAppEvent, onAppEvent } from '@/lib/events';
import { setMode } from '@/lib/storage';

import {
  answerReferenceData,
  checkbox,
  click,
  drawer,
  field,
  openDrawer,
  radio,
  renderApp,
  resetAi,
  type,
  typeAndLeave,
} from './ai-helpers';

beforeEach(() => {
  resetAi();
  answerReferenceData();
});

const errorIn = (testId: string) => within(field(testId)).queryByRole('alert')?.textContent ?? null;
const input = (label: string) => within(drawer()).getByLabelText(label);
const submit = () => click(within(drawer()).getByRole('button', { name: AI_TEXT.start }));

describe('undergraduate errors on blur', () => {
  it('shows nothing before the student has touched a field', async () => {
    await renderApp();
    await openDrawer();
    expect(within(drawer()).queryAllByRole('alert')).toHaveLength(0);
  });

  it('city and school: required messages when left empty, the free-text one in free-text mode', async () => {
    await renderApp();
    await openDrawer();
    typeAndLeave(input('所在城市'), '');
    expect(errorIn('ai-field-city')).toBe('请选择您现在就读学校所在城市');
    click(within(drawer()).getByRole('button', { name: AI_TEXT.schoolNotFound }));
    typeAndLeave(input('就读学校'), '   ');
    expect(errorIn('ai-field-school')).toBe('请输入您现在就读学校的名称');
    click(within(drawer()).getByRole('button', { name: AI_TEXT.backToSelect }));
    expect(errorIn('ai-field-school')).toBe('请选择您现在就读学校的名称');
  });

  it('普高: total 0~750 and english 0~150, integers not starting with 0', async () => {
    await renderApp();
    await openDrawer();
    click(radio('普高'));
    typeAndLeave(input('总分'), '751');
    expect(within(field('ai-field-system')).getByText('请输入正确的总分成绩')).toBeTruthy();
    type(input('总分'), '0');
    expect(within(field('ai-field-system')).getByText('请输入正确的总分成绩')).toBeTruthy();
    type(input('总分'), '650');
    expect(within(field('ai-field-system')).queryByText('请输入正确的总分成绩')).toBeNull();
    typeAndLeave(input('英语'), '151');
    expect(within(field('ai-field-system')).getByText('请输入正确的英语成绩')).toBeTruthy();
    type(input('英语'), '140');
    expect(within(field('ai-field-system')).queryByText('请输入正确的英语成绩')).toBeNull();
  });

  it('another system: GPA 0~4 with two decimals at most', async () => {
    await renderApp();
    await openDrawer();
    click(radio('A-Level'));
    typeAndLeave(input('GPA'), '4.5');
    expect(within(field('ai-field-system')).getByText('请输入正确的GPA成绩')).toBeTruthy();
    type(input('GPA'), '3.85');
    expect(within(field('ai-field-system')).queryByText('请输入正确的GPA成绩')).toBeNull();
  });

  it('IELTS 9.5 is wrong and 7.0 is right; TOEFL must be an integer up to 120', async () => {
    await renderApp();
    await openDrawer();
    click(radio('IELTS'));
    typeAndLeave(input('IELTS成绩'), '9.5');
    expect(errorIn('ai-field-language')).toBe('请输入正确的IELTS分数成绩');
    type(input('IELTS成绩'), '7.0');
    expect(errorIn('ai-field-language')).toBeNull();
    click(radio('TOEFL'));
    typeAndLeave(input('TOEFL成绩'), '121');
    expect(errorIn('ai-field-language')).toBe('请输入正确的TOEFL分数成绩');
  });

  it('a GPA system needs one language score: the message names the chosen kind', async () => {
    await renderApp();
    await openDrawer();
    click(radio('IB'));
    click(radio('其他'));
    typeAndLeave(input('其他成绩'), '');
    expect(errorIn('ai-field-language')).toBe('请输入正确的其他分数成绩');
    type(input('其他成绩'), 'Duolingo 130');
    expect(errorIn('ai-field-language')).toBeNull();
  });

  it('SAT up to 1600 and ACT up to 36', async () => {
    await renderApp();
    await openDrawer();
    typeAndLeave(input('SAT成绩'), '1700');
    expect(errorIn('ai-field-sat-act')).toBe('请输入正确的SAT/ACT分数成绩');
    type(input('SAT成绩'), '1550');
    expect(errorIn('ai-field-sat-act')).toBeNull();
    click(radio('ACT'));
    typeAndLeave(input('ACT成绩'), '37');
    expect(errorIn('ai-field-sat-act')).toBe('请输入正确的SAT/ACT分数成绩');
  });
});

describe('master errors on blur', () => {
  it('GPA if present, GRE up to 346, GMAT up to 800', async () => {
    setMode('02');
    await renderApp();
    await openDrawer();
    typeAndLeave(input('GPA'), '5');
    expect(within(drawer()).getByText('请输入正确的GPA成绩')).toBeTruthy();
    type(input('GPA'), '');
    expect(within(drawer()).queryByText('请输入正确的GPA成绩')).toBeNull();
    typeAndLeave(input('GRE成绩'), '347');
    expect(errorIn('ai-field-gre-gmat')).toBe('请输入正确的GRE/GMAT分数成绩');
    click(radio('GMAT'));
    typeAndLeave(input('GMAT成绩'), '801');
    expect(errorIn('ai-field-gre-gmat')).toBe('请输入正确的GRE/GMAT分数成绩');
    type(input('GMAT成绩'), '720');
    expect(errorIn('ai-field-gre-gmat')).toBeNull();
  });
});

describe('submitting an invalid form', () => {
  it('emits the check-input event and shows every error of the undergraduate form, sending nothing', async () => {
    await renderApp();
    await openDrawer();
    const events: unknown[] = [];
    const off = onAppEvent(APP_EVENTS.CHECK_INPUT, (detail) => events.push(detail));
    click(checkbox('不限专业'));
    submit();
    off();
    expect(events).toEqual([{ form: '01' }]);
    expect(errorIn('ai-field-country')).toBe('请选择意向国家/地区');
    expect(errorIn('ai-field-majors')).toBe('请选择意向申请的专业方向');
    expect(errorIn('ai-field-city')).toBe('请选择您现在就读学校所在城市');
    expect(errorIn('ai-field-school')).toBe('请选择您现在就读学校的名称');
    expect(errorIn('ai-field-system')).toBe('请选择课程体系');
    // still the form: no analysis started (msw would fail the test on an unanswered POST)
    expect(screen.queryByTestId('ai-analysing')).toBeNull();
    // choosing 普高 now shows its two required scores at once
    click(radio('普高'));
    expect(within(field('ai-field-system')).getByText('请输入正确的总分成绩')).toBeTruthy();
    expect(within(field('ai-field-system')).getByText('请输入正确的英语成绩')).toBeTruthy();
  });

  it('shows every error of the master form', async () => {
    setMode('02');
    await renderApp();
    await openDrawer();
    submit();
    expect(errorIn('ai-field-current')).toBe('请选择目前状态');
    expect(errorIn('ai-field-country')).toBe('请选择意向国家/地区');
    expect(errorIn('ai-field-city')).toBe('请选择您现在就读学校所在城市');
    expect(errorIn('ai-field-school')).toBe('请选择您现在就读学校的名称');
    // the course system is not required for master's applicants, majors default to 不限专业
    expect(errorIn('ai-field-majors')).toBeNull();
    click(radio('大学毕业'));
    expect(errorIn('ai-field-current')).toBeNull();
  });

  it('a check-input event from elsewhere shows the errors too', async () => {
    await renderApp();
    await openDrawer();
    expect(within(drawer()).queryAllByRole('alert')).toHaveLength(0);
    act(() => emitAppEvent(APP_EVENTS.CHECK_INPUT));
    expect(errorIn('ai-field-country')).toBe('请选择意向国家/地区');
    expect(errorIn('ai-field-system')).toBe('请选择课程体系');
  });
});
