import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { AI_TEXT } from '@/contract/ai';
import { LIMITS } from '@/contract/limits';
import { setMode } from '@/lib/storage';

import {
  answerReferenceData,
  checkbox,
  chooseCityAndSchool,
  click,
  drawer,
  field,
  isChecked,
  openDrawer,
  radio,
  renderApp,
  resetAi,
  type,
} from './ai-helpers';

beforeEach(() => {
  resetAi();
  answerReferenceData();
});

const checkedNames = (names: string[]) => names.filter((name) => isChecked(checkbox(name)));

describe('opening the AI drawer', () => {
  it('opens on the open event, 600 px wide at z-index 3100, with the undergraduate tab for apply mode 01', async () => {
    await renderApp();
    expect(screen.queryByTestId('ai-drawer')).toBeNull();
    const d = await openDrawer();
    expect(within(d).getByText(AI_TEXT.drawerTitle)).toBeTruthy();
    const tabs = within(d).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['申请本科', '申请硕士']);
    expect(within(d).getByRole('tab', { name: '申请本科' }).getAttribute('aria-selected')).toBe('true');
    expect(within(d).getByTestId('ai-form-01')).toBeTruthy();
    expect(within(d).getByTestId('ai-tip').textContent).toBe(AI_TEXT.tip);
    const positioner = d.parentElement as HTMLElement;
    expect(getComputedStyle(positioner).zIndex).toBe(String(LIMITS.AI_DRAWER_Z_INDEX));
  });

  it('starts on the master tab when the stored apply mode is 02, and shows the tip there too', async () => {
    setMode('02');
    await renderApp();
    const d = await openDrawer();
    expect(within(d).getByRole('tab', { name: '申请硕士' }).getAttribute('aria-selected')).toBe('true');
    expect(within(d).getByTestId('ai-form-02')).toBeTruthy();
    expect(within(d).getByTestId('ai-tip').textContent).toBe(AI_TEXT.tip);
    expect(within(d).getByRole('radiogroup', { name: '目前状态' })).toBeTruthy();
  });

  it('closes with the close button', async () => {
    await renderApp();
    const d = await openDrawer();
    click(within(d).getByLabelText('关闭AI智能选校'));
    await waitFor(() => expect(screen.queryByTestId('ai-drawer')).toBeNull());
  });
});

describe('countries and majors', () => {
  it('toggles countries one by one, and the one button selects all, then inverts', async () => {
    await renderApp();
    await openDrawer();
    const all = ['美国', '英国', '加拿大', '澳大利亚'];
    click(checkbox('英国'));
    expect(checkedNames(all)).toEqual(['英国']);
    click(within(drawer()).getByRole('button', { name: '全选' }));
    expect(checkedNames(all)).toEqual(all);
    click(checkbox('美国'));
    click(checkbox('加拿大'));
    expect(checkedNames(all)).toEqual(['英国', '澳大利亚']);
    // the button now reads 反选 and inverts the selection
    click(within(drawer()).getByRole('button', { name: '反选' }));
    expect(checkedNames(all)).toEqual(['美国', '加拿大']);
    expect(within(drawer()).getByRole('button', { name: '全选' })).toBeTruthy();
  });

  it('checks the first major (不限专业) by default, replaces it, clears the others when chosen, and can be emptied', async () => {
    await renderApp();
    await openDrawer();
    const all = ['不限专业', '计算机', '法律', '金融'];
    expect(checkedNames(all)).toEqual(['不限专业']);
    click(checkbox('计算机'));
    expect(checkedNames(all)).toEqual(['计算机']);
    click(checkbox('法律'));
    expect(checkedNames(all)).toEqual(['计算机', '法律']);
    click(checkbox('不限专业'));
    expect(checkedNames(all)).toEqual(['不限专业']);
    click(checkbox('不限专业'));
    expect(checkedNames(all)).toEqual([]);
    // emptied by the student: the error shows at once
    expect(within(field('ai-field-majors')).getByText('请选择意向申请的专业方向')).toBeTruthy();
  });

  it('shows the country error when the last country is unchecked', async () => {
    await renderApp();
    await openDrawer();
    expect(within(field('ai-field-country')).queryByText('请选择意向国家/地区')).toBeNull();
    click(checkbox('美国'));
    click(checkbox('美国'));
    expect(within(field('ai-field-country')).getByText('请选择意向国家/地区')).toBeTruthy();
  });
});

describe('city and school', () => {
  it('lists the high schools of the chosen city, and changing the city reloads the list and clears the school', async () => {
    await renderApp();
    await openDrawer();
    const select = field('ai-school-select') as HTMLSelectElement;
    expect(select.disabled).toBe(true);
    await chooseCityAndSchool('杭州学军中学');
    expect(select.value).toBe('s-xj');
    // undergraduate applicants see high schools only
    expect([...select.options].map((o) => o.text)).not.toContain('浙江大学');
    fireEvent.change(within(drawer()).getByLabelText('所在城市'), { target: { value: '330200' } });
    await waitFor(() => expect([...select.options].map((o) => o.text)).toContain('宁波中学'));
    expect(select.value).toBe('');
    expect([...select.options].map((o) => o.text)).not.toContain('杭州学军中学');
  });

  it('switches to free text and back, clearing the school each time', async () => {
    await renderApp();
    await openDrawer();
    await chooseCityAndSchool();
    click(within(drawer()).getByRole('button', { name: AI_TEXT.schoolNotFound }));
    const input = field('ai-school-input') as HTMLInputElement;
    expect(input.value).toBe('');
    expect(input.maxLength).toBe(50);
    type(input, '杭州外国语学校');
    click(within(drawer()).getByRole('button', { name: AI_TEXT.backToSelect }));
    const select = field('ai-school-select') as HTMLSelectElement;
    expect(select.value).toBe('');
    click(within(drawer()).getByRole('button', { name: AI_TEXT.schoolNotFound }));
    expect((field('ai-school-input') as HTMLInputElement).value).toBe('');
  });

  it('offers the universities of the city on the master form', async () => {
    setMode('02');
    await renderApp();
    await openDrawer();
    fireEvent.change(within(drawer()).getByLabelText('所在省份'), { target: { value: '330000' } });
    fireEvent.change(within(drawer()).getByLabelText('所在城市'), { target: { value: '330100' } });
    const select = field('ai-school-select') as HTMLSelectElement;
    await waitFor(() => expect([...select.options].map((o) => o.text)).toContain('浙江大学'));
    expect([...select.options].map((o) => o.text)).not.toContain('杭州第二中学');
  });
});

describe('course system and scores', () => {
  it('普高 asks for total and english, another system for GPA; clicking the chosen system again clears it and the scores', async () => {
    await renderApp();
    const d = await openDrawer();
    expect(within(d).queryByLabelText('GPA')).toBeNull();
    click(radio('普高'));
    expect(isChecked(radio('普高'))).toBe(true);
    type(within(d).getByLabelText('总分'), '650');
    type(within(d).getByLabelText('英语'), '135');
    expect((within(d).getByLabelText('总分') as HTMLInputElement).maxLength).toBe(3);
    expect(within(d).queryByLabelText('GPA')).toBeNull();
    click(radio('普高'));
    expect(isChecked(radio('普高'))).toBe(false);
    expect(within(d).queryByLabelText('总分')).toBeNull();
    // selected again: the scores were cleared with the system
    click(radio('普高'));
    expect((within(d).getByLabelText('总分') as HTMLInputElement).value).toBe('');
    expect((within(d).getByLabelText('英语') as HTMLInputElement).value).toBe('');
  });

  it('moving between 普高 and a GPA system clears the other set of scores', async () => {
    await renderApp();
    const d = await openDrawer();
    click(radio('普高'));
    type(within(d).getByLabelText('总分'), '650');
    click(radio('A-Level'));
    expect(isChecked(radio('A-Level'))).toBe(true);
    expect(isChecked(radio('普高'))).toBe(false);
    const gpa = within(d).getByLabelText('GPA') as HTMLInputElement;
    expect(gpa.maxLength).toBe(4);
    expect(within(d).getByText('请输入0~4的数字，保留小数点后2位')).toBeTruthy();
    type(gpa, '3.7');
    click(radio('IB'));
    expect((within(d).getByLabelText('GPA') as HTMLInputElement).value).toBe('3.7');
    click(radio('普高'));
    expect((within(d).getByLabelText('总分') as HTMLInputElement).value).toBe('');
    click(radio('IB'));
    expect((within(d).getByLabelText('GPA') as HTMLInputElement).value).toBe('');
  });

  it('the TOEFL / IELTS / 其他 toggle clears the other kinds, with each kind’s hint and max length', async () => {
    await renderApp();
    const d = await openDrawer();
    const toefl = within(d).getByLabelText('TOEFL成绩') as HTMLInputElement;
    expect(toefl.maxLength).toBe(3);
    expect(within(d).getByText('请输入0~120的整数')).toBeTruthy();
    type(toefl, '105');
    click(radio('IELTS'));
    const ielts = within(d).getByLabelText('IELTS成绩') as HTMLInputElement;
    expect(ielts.value).toBe('');
    expect(within(d).getByText('请输入0~9的数，保留小数点后一位')).toBeTruthy();
    type(ielts, '7.5');
    click(radio('其他'));
    const other = within(d).getByLabelText('其他成绩') as HTMLInputElement;
    expect(other.maxLength).toBe(100);
    expect(within(d).getByText('请输入其他的考试成绩')).toBeTruthy();
    click(radio('TOEFL'));
    expect((within(d).getByLabelText('TOEFL成绩') as HTMLInputElement).value).toBe('');
    click(radio('IELTS'));
    expect((within(d).getByLabelText('IELTS成绩') as HTMLInputElement).value).toBe('');
  });

  it('the SAT / ACT toggle clears the other kind', async () => {
    await renderApp();
    const d = await openDrawer();
    const sat = within(d).getByLabelText('SAT成绩') as HTMLInputElement;
    expect(sat.maxLength).toBe(4);
    type(sat, '1500');
    click(radio('ACT'));
    const act = within(d).getByLabelText('ACT成绩') as HTMLInputElement;
    expect(act.value).toBe('');
    expect(act.maxLength).toBe(2);
    type(act, '33');
    click(radio('SAT'));
    expect((within(d).getByLabelText('SAT成绩') as HTMLInputElement).value).toBe('');
  });

  it('the GRE / GMAT toggle clears the other kind (master form)', async () => {
    setMode('02');
    await renderApp();
    const d = await openDrawer();
    type(within(d).getByLabelText('GRE成绩'), '325');
    expect(within(d).getByText('请输入0~346的整数')).toBeTruthy();
    click(radio('GMAT'));
    expect((within(d).getByLabelText('GMAT成绩') as HTMLInputElement).value).toBe('');
    expect(within(d).getByText('请输入0~800的整数')).toBeTruthy();
    type(within(d).getByLabelText('GMAT成绩'), '700');
    click(radio('GRE'));
    expect((within(d).getByLabelText('GRE成绩') as HTMLInputElement).value).toBe('');
  });
});

describe('experience paragraphs', () => {
  it('starts with one, adds up to five, the add button only on the last, each beyond the first removable', async () => {
    setMode('02');
    await renderApp();
    const d = await openDrawer();
    const section = within(d).getByTestId('ai-field-experience');
    const first = within(section).getByLabelText('经历第一段') as HTMLTextAreaElement;
    expect(first.maxLength).toBe(500);
    expect(first.placeholder).toBe('工作/实习内容简介限500字');
    expect(within(section).queryByRole('button', { name: '删除第一段' })).toBeNull();
    const addButtons = () => within(section).queryAllByRole('button', { name: /添加经历/ });
    expect(addButtons()).toHaveLength(1);
    type(first, '第一份实习');
    for (let i = 0; i < 4; i += 1) click(addButtons()[0] as HTMLElement);
    expect(within(section).getAllByRole('textbox')).toHaveLength(5);
    expect(addButtons()).toHaveLength(0);
    // the add button belongs to the last paragraph
    click(within(section).getByRole('button', { name: '删除第五段' }));
    expect(addButtons()).toHaveLength(1);
    expect(
      within(section)
        .getByTestId('ai-experience-3')
        .contains(addButtons()[0] as HTMLElement),
    ).toBe(true);
    type(within(section).getByLabelText('经历第三段'), '第三段内容');
    click(within(section).getByRole('button', { name: '删除第二段' }));
    expect(within(section).getAllByRole('textbox')).toHaveLength(3);
    expect((within(section).getByLabelText('经历第二段') as HTMLTextAreaElement).value).toBe('第三段内容');
    expect((within(section).getByLabelText('经历第一段') as HTMLTextAreaElement).value).toBe('第一份实习');
  });
});

describe('activities and AP courses', () => {
  it('copies the popover choice into the form on 确定, and drops it when closed without confirming', async () => {
    await renderApp();
    const d = await openDrawer();
    const trigger = await within(d).findByTestId('ai-activity-trigger');
    click(trigger);
    const popover = await screen.findByTestId('ai-activity-popover');
    click(within(popover).getByRole('checkbox', { name: '辩论' }));
    click(within(popover).getByRole('checkbox', { name: '学生会' }));
    click(within(popover).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByTestId('ai-activity-popover')).toBeNull());
    expect(trigger.textContent).toContain('已选 2 项');
    expect(within(d).getByTestId('ai-activity-chosen').textContent).toBe('学生会辩论');

    click(trigger);
    const again = await screen.findByTestId('ai-activity-popover');
    expect(isChecked(within(again).getByRole('checkbox', { name: '辩论' }))).toBe(true);
    click(within(again).getByRole('checkbox', { name: '辩论' }));
    click(within(again).getByRole('checkbox', { name: '模拟联合国' }));
    // closed with Esc: the previous result stays
    fireEvent.keyDown(within(again).getByRole('checkbox', { name: '学生会' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('ai-activity-popover')).toBeNull());
    expect(within(d).getByTestId('ai-activity-chosen').textContent).toBe('学生会辩论');
    click(trigger);
    const third = await screen.findByTestId('ai-activity-popover');
    expect(isChecked(within(third).getByRole('checkbox', { name: '辩论' }))).toBe(true);
    expect(isChecked(within(third).getByRole('checkbox', { name: '模拟联合国' }))).toBe(false);
  });

  it('an AP course click sets a single selection', async () => {
    await renderApp();
    await openDrawer();
    const ab = await within(drawer()).findByRole('radio', { name: '微积分AB' });
    click(ab);
    expect(isChecked(radio('微积分AB'))).toBe(true);
    click(radio('统计学'));
    expect(isChecked(radio('统计学'))).toBe(true);
    expect(isChecked(radio('微积分AB'))).toBe(false);
  });
});

describe('master current state', () => {
  it('offers 大学在读 and 大学毕业 as a single choice', async () => {
    setMode('02');
    await renderApp();
    await openDrawer();
    click(radio('大学在读'));
    click(radio('大学毕业'));
    expect(isChecked(radio('大学毕业'))).toBe(true);
    expect(isChecked(radio('大学在读'))).toBe(false);
    act(() => undefined);
  });
});
