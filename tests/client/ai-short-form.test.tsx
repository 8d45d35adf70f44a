import { act, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { Provider } from '@/components/ui/provider';
import { AiShortForm } from '@/features/ai-select/components/ai-short-form';
import { getDb, aiDraftKey } from '@/lib/idb';
import { APP_EVENTS, emitAppEvent, onAppEvent } from '@/lib/events';

import { answerReferenceData, click, isChecked, renderApp, resetAi } from './ai-helpers';

beforeEach(() => {
  resetAi();
  answerReferenceData();
});

/** Renders the short form on its own (as a page would) and waits until the student's draft is read. */
async function renderShortForm(onSubmit?: (values: { country: string[]; majors: string[] }) => void) {
  render(
    <Provider>
      <AiShortForm onSubmit={onSubmit} submitLabel="开始智能选校" />
    </Provider>,
  );
  return screen.findByTestId('ai-short-form');
}

const errors = (form: HTMLElement) =>
  within(form)
    .queryAllByRole('alert')
    .map((e) => e.textContent);

describe('the short AI form (countries and major directions)', () => {
  it('shows 请选择意向国家/地区 when the countries are emptied and 请选择意向申请的专业方向 when the majors are', async () => {
    const form = await renderShortForm();
    const us = await within(form).findByRole('checkbox', { name: '美国' });
    expect(errors(form)).toEqual([]);
    click(us);
    click(us);
    expect(errors(form)).toEqual(['请选择意向国家/地区']);
    // 不限专业 is the default; unchecking it empties the majors
    const any = within(form).getByRole('checkbox', { name: '不限专业' });
    expect(isChecked(any)).toBe(true);
    click(any);
    expect(errors(form)).toEqual(['请选择意向国家/地区', '请选择意向申请的专业方向']);
  });

  it('shows the errors on the check-input event and on an invalid submit, without submitting', async () => {
    const submitted: unknown[] = [];
    const form = await renderShortForm((values) => submitted.push(values));
    await within(form).findByRole('checkbox', { name: '美国' });
    act(() => emitAppEvent(APP_EVENTS.CHECK_INPUT, { form: 'short' }));
    expect(errors(form)).toEqual(['请选择意向国家/地区']);
    const checks: unknown[] = [];
    const off = onAppEvent(APP_EVENTS.CHECK_INPUT, (detail) => checks.push(detail));
    click(within(form).getByRole('button', { name: '开始智能选校' }));
    off();
    expect(checks).toEqual([{ form: 'short' }]);
    expect(submitted).toEqual([]);
  });

  it('submits a valid choice and keeps it as the short draft', async () => {
    const submitted: unknown[] = [];
    const form = await renderShortForm((values) => submitted.push(values));
    click(await within(form).findByRole('checkbox', { name: '英国' }));
    click(within(form).getByRole('checkbox', { name: '计算机' }));
    click(within(form).getByRole('button', { name: '开始智能选校' }));
    expect(submitted).toEqual([{ country: ['GB'], majors: ['M01'] }]);
    await waitFor(async () => {
      const row = await (await getDb()).get('aiDrafts', aiDraftKey('guest', 'short'));
      expect(row?.values).toEqual({ name: 'short', country: ['GB'], majors: ['M01'] });
    });
  });

  it('without onSubmit opens the drawer with the choice filled into both full forms', async () => {
    await renderApp();
    const form = await renderShortForm();
    click(await within(form).findByRole('checkbox', { name: '加拿大' }));
    click(within(form).getByRole('checkbox', { name: '法律' }));
    click(within(form).getByRole('button', { name: '开始智能选校' }));
    const drawer = await screen.findByTestId('ai-drawer');
    await waitFor(() =>
      expect(isChecked(within(drawer).getByRole('checkbox', { name: '加拿大' }))).toBe(true),
    );
    expect(isChecked(within(drawer).getByRole('checkbox', { name: '法律' }))).toBe(true);
    expect(isChecked(within(drawer).getByRole('checkbox', { name: '不限专业' }))).toBe(false);
    click(within(drawer).getByRole('tab', { name: '申请硕士' }));
    const master = await within(drawer).findByTestId('ai-form-02');
    // the master form's options render once its dictionary answers: wait for them
    expect(isChecked(await within(master).findByRole('checkbox', { name: '加拿大' }))).toBe(true);
  });
});
