/**
 * The AI forms start from a logged-in student's profile when they are blank: the intention picks the
 * tab, province / city / school fill that form's picker, the course system and the destination the
 * fields they map to. A saved draft (the student's latest answers) wins over the profile.
 */
import { within, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { emptyUndergraduateForm } from '@/contract/ai';
import { aiDraftKey, getDb } from '@/lib/idb';
import { session } from '@/lib/session';

import { student } from '../mocks/users';
import {
  answerProfile,
  answerReferenceData,
  blankProfile,
  checkbox,
  click,
  drawer,
  isChecked,
  openDrawer,
  radio,
  renderApp,
  resetAi,
} from './ai-helpers';

beforeEach(() => {
  resetAi();
  answerReferenceData();
});

function logIn() {
  session.token = 'token-1';
  session.user = student;
}

const tab = (name: string) => within(drawer()).getByRole('tab', { name });
const select = (testId: string) => within(drawer()).getByTestId(testId) as HTMLSelectElement;

async function putDraft(userId: string, formName: string, values: unknown): Promise<void> {
  const db = await getDb();
  await db.put('aiDrafts', { userId, formName, values, updatedAt: Date.now() }, aiDraftKey(userId, formName));
}

describe('prefill from the profile', () => {
  it('a master’s applicant opens on 申请硕士 with the university, its city and the destination filled in', async () => {
    logIn();
    const asked = answerProfile(
      blankProfile({
        studyIntentionType: '02',
        schoolProvinceCode: '330000',
        schoolCityCode: '330100',
        schoolId: 's-zju',
        schoolName: '浙江大学',
        abroadCountry: 'GB',
      }),
    );
    await renderApp();
    await openDrawer();
    expect(tab('申请硕士').getAttribute('aria-selected')).toBe('true');
    expect(within(drawer()).getByTestId('ai-form-02')).toBeTruthy();
    expect(isChecked(checkbox('英国'))).toBe(true);
    expect(isChecked(checkbox('美国'))).toBe(false);
    expect(select('ai-province').value).toBe('330000');
    expect(select('ai-city').value).toBe('330100');
    await waitFor(() => expect(select('ai-school-select').value).toBe('s-zju'));
    expect(select('ai-school-select').selectedOptions[0]?.text).toBe('浙江大学');
    expect(asked).toEqual([student.id]);
  });

  it('an undergraduate applicant gets the high school and the course system (A-Level asks for the GPA)', async () => {
    logIn();
    answerProfile(
      blankProfile({
        studyIntentionType: '01',
        schoolProvinceCode: '330000',
        schoolCityCode: '330100',
        schoolId: 's-xj',
        schoolName: '杭州学军中学',
        educationSystem: '02',
        abroadCountry: 'US',
      }),
    );
    await renderApp();
    await openDrawer();
    expect(tab('申请本科').getAttribute('aria-selected')).toBe('true');
    expect(isChecked(checkbox('美国'))).toBe(true);
    expect(isChecked(radio('A-Level'))).toBe(true);
    expect(within(drawer()).getByLabelText('GPA')).toBeTruthy();
    await waitFor(() => expect(select('ai-school-select').value).toBe('s-xj'));
    // the master's form gets the destination but not the high school
    click(tab('申请硕士'));
    await within(drawer()).findByTestId('ai-form-02');
    expect(isChecked(await within(drawer()).findByRole('checkbox', { name: '美国' }))).toBe(true);
    expect(select('ai-city').value).toBe('');
  });

  it('a school typed into the profile shows in the free-text input', async () => {
    logIn();
    answerProfile(
      blankProfile({
        studyIntentionType: '01',
        schoolProvinceCode: '330000',
        schoolCityCode: '330200',
        schoolName: '宁波外国语学校',
      }),
    );
    await renderApp();
    await openDrawer();
    expect((within(drawer()).getByTestId('ai-school-input') as HTMLInputElement).value).toBe(
      '宁波外国语学校',
    );
  });

  it('a saved draft wins over the profile', async () => {
    logIn();
    answerProfile(
      blankProfile({
        studyIntentionType: '01',
        schoolProvinceCode: '330000',
        schoolCityCode: '330100',
        schoolId: 's-xj',
        schoolName: '杭州学军中学',
        educationSystem: '02',
        abroadCountry: 'GB',
      }),
    );
    await putDraft(student.id, '01', {
      ...emptyUndergraduateForm(),
      country: ['CA'],
      majors: ['M02'],
      province: '110000',
      city: '110100',
      system: '01',
      total: '650',
    });
    await renderApp();
    await openDrawer();
    expect(isChecked(checkbox('加拿大'))).toBe(true);
    expect(isChecked(checkbox('英国'))).toBe(false);
    expect(isChecked(radio('普高'))).toBe(true);
    expect((within(drawer()).getByLabelText('总分') as HTMLInputElement).value).toBe('650');
    expect(select('ai-city').value).toBe('110100');
  });

  it('a visitor’s form starts empty and no profile is asked for', async () => {
    const asked = answerProfile(blankProfile({ studyIntentionType: '02', abroadCountry: 'GB' }));
    await renderApp();
    await openDrawer();
    expect(tab('申请本科').getAttribute('aria-selected')).toBe('true');
    expect(isChecked(checkbox('英国'))).toBe(false);
    expect(asked).toEqual([]);
  });
});
