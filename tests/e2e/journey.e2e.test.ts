/**
 * The application journey end to end on a real server and Chromium: a counselor (desktop console)
 * assigns an upload task with a due date to the service-member student they advise; the student (phone) sees
 * the task badge rise within 20 s, uploads a PDF from the task, finishes it; the counselor sees it done. Then
 * the student puts two schools of 我的大学List into applications and delivers both in one batch; the counselor
 * records an offer, the student records another, and compares both in CNY at the stored rates.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { API } from '../../src/contract/api';
import type { Rates } from '../../src/contract/journey-apply';
import { onePagePdf } from '../helpers/uploads';

import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, screenshot, useE2eEnvironment, loginAt, apiAs } from './harness';

const env = useE2eEnvironment();

const STUDENT = '13800000002'; // 小李, ADVISOR member, advised by 刘顾问 (seed)
const COUNSELOR = '13900000004'; // 刘顾问

/** What the comparison prints for an amount in yuan (the screen's own format: ¥ and whole yuan with separators). */
function cnyText(amount: number): string {
  return `¥${new Intl.NumberFormat('zh-CN').format(Math.round(amount))}`;
}

const login = (page: Page, phone: string, redirect: string) => loginAt(env.server(), page, phone, redirect);
const api = <T>(page: Page, method: string, url: string, body?: unknown) =>
  apiAs<T>(env.server(), page, method, url, body);

/** The 任务 entry of the open user dropdown (service members only) and its badge. */
async function taskBadgeText(page: Page): Promise<string> {
  return (
    (await page.getByTestId('user-dropdown').getByRole('menuitem', { name: /任务/ }).textContent()) ?? ''
  );
}

describe('the application journey', () => {
  it('task → badge → PDF upload → done; batch delivery of two applications; an offer recorded and compared', async () => {
    const student = await env.page(PHONE_VIEWPORT);
    const counselor = await env.page(DESKTOP_VIEWPORT);
    try {
      await login(student.page, STUDENT, '/personal');
      await login(counselor.page, COUNSELOR, '/console');

      // the student's unread tasks before: read from the badge of the 任务 entry
      await student.page.getByTestId('user-menu').click();
      await student.page.getByTestId('user-dropdown').waitFor();
      const before = Number((await taskBadgeText(student.page)).replace(/\D/g, '') || '0');

      // the counselor opens 我的学生 → 小李 → 任务 and assigns an upload task due in 10 days
      await counselor.page.getByRole('button', { name: '我的学生' }).click();
      await counselor.page.getByTestId('my-student-row').filter({ hasText: '李同学' }).first().click();
      const form = counselor.page.getByTestId('assign-task-form');
      await form.getByLabel('任务类型').selectOption('UPLOAD');
      await form.getByLabel('标题').fill('上传最新成绩单（PDF）');
      await form.getByLabel('任务说明').fill('请上传加盖学校公章的最新中英文成绩单扫描件。');
      const due = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
      await form.getByLabel('截止日期').fill(due);
      await form.getByLabel('材料类别').selectOption('STUDENT_MATERIAL');
      await form.getByLabel('材料类型').selectOption('01');
      await form.getByRole('button', { name: '布置任务' }).click();
      const assigned = counselor.page
        .getByTestId('console-task')
        .filter({ hasText: '上传最新成绩单（PDF）' });
      await assigned.waitFor();
      await screenshot(counselor.page, 'journey-console-assigned-1440');

      // the student's badge rises within 20 s (socket task event, or the 20 s poll)
      await expect
        .poll(async () => Number((await taskBadgeText(student.page)).replace(/\D/g, '') || '0'), {
          timeout: 20_000,
        })
        .toBe(before + 1);
      await student.page.keyboard.press('Escape');

      // opens the task, uploads a PDF through it and finishes it
      await student.page.goto('/personal?component=mytask');
      await student.page
        .getByTestId('task-card')
        .filter({ hasText: '上传最新成绩单（PDF）' })
        .first()
        .click();
      const detail = student.page.getByTestId('task-detail');
      await detail.waitFor();
      await expect.poll(() => detail.textContent()).toContain('请上传：成绩单');
      const upload = detail.getByTestId('paperwork-upload-form');
      await upload.getByLabel('标题').fill('2026 秋季成绩单');
      // an A4 page, as a student's scanner would produce
      const transcript = onePagePdf(595, 842);
      await upload
        .getByTestId('paperwork-file')
        .setInputFiles({ name: 'transcript.pdf', mimeType: 'application/pdf', buffer: transcript });
      await upload.getByRole('button', { name: '上传' }).click();
      await detail.getByText('材料已上传，可以完成任务了。').waitFor({ timeout: 15_000 });
      await screenshot(student.page, 'journey-task-uploaded-390');
      await detail.getByRole('button', { name: '完成任务' }).click();
      await detail.getByTestId('task-done').waitFor();
      await screenshot(student.page, 'journey-task-done-390');

      // the counselor sees it done, with the document as its answer
      await counselor.page.reload();
      await counselor.page.getByRole('button', { name: '我的学生' }).click();
      await counselor.page.getByTestId('my-student-row').filter({ hasText: '李同学' }).first().click();
      const done = counselor.page.getByTestId('console-task').filter({ hasText: '上传最新成绩单（PDF）' });
      await expect.poll(() => done.textContent(), { timeout: 10_000 }).toContain('已完成');
      await expect.poll(() => done.textContent()).toContain('2026 秋季成绩单');

      // two schools in 我的大学List, each made an application, delivered in one batch
      const page = await api<{ list: { id: string; nameCn: string }[] }>(
        student.page,
        'GET',
        `${API.university.page}?pageIndex=1&pageSize=10`,
      );
      const [first, second] = page.list;
      if (!first || !second) throw new Error('the catalog has fewer than two universities');
      for (const school of [first, second]) {
        await api(student.page, 'POST', API.ai.addChosen, { universityId: school.id });
      }
      await student.page.goto('/personal?component=applications');
      for (const school of [first, second]) {
        const card = student.page.getByTestId('application-card').filter({ hasText: school.nameCn }).first();
        await card.getByRole('button', { name: '加入申请' }).click();
        const applyForm = card.getByRole('form', { name: `加入申请 ${school.nameCn}` });
        await applyForm.getByLabel('项目名称').fill('MSc Computer Science');
        await applyForm.getByLabel('申请轮次').fill('第一轮');
        await applyForm.getByRole('button', { name: '确定' }).click();
        await expect.poll(() => card.getByTestId('application-state').textContent()).toBe('准备中');
        await card.getByLabel(`选择 ${school.nameCn}`).check({ force: true });
      }
      // the first carries the transcript uploaded for the task
      const firstCard = student.page
        .getByTestId('application-card')
        .filter({ hasText: first.nameCn })
        .first();
      await firstCard.getByRole('button', { name: '选择材料' }).click();
      const materials = student.page.getByTestId('materials-dialog');
      await materials.getByText('2026 秋季成绩单').click();
      await materials.getByRole('button', { name: '保存' }).click();
      await materials.waitFor({ state: 'detached' });
      await expect
        .poll(() => firstCard.getByTestId('application-materials').textContent())
        .toContain('2026 秋季成绩单');
      await student.page.getByRole('button', { name: '批量递交（2）' }).click();
      const confirm = student.page.getByTestId('batch-confirm');
      await confirm.getByRole('button', { name: '确认递交' }).click();
      for (const school of [first, second]) {
        const card = student.page.getByTestId('application-card').filter({ hasText: school.nameCn }).first();
        await expect.poll(() => card.getByTestId('application-state').textContent()).toBe('已递交');
      }
      await screenshot(student.page, 'journey-applications-delivered-390');

      // the counselor records the first school's offer in the console
      await counselor.page.reload();
      await counselor.page.getByRole('button', { name: '我的学生' }).click();
      await counselor.page.getByTestId('my-student-row').filter({ hasText: '李同学' }).first().click();
      await counselor.page.getByRole('tab', { name: '申请与Offer' }).click();
      const consoleOffer = counselor.page.getByTestId('offer-form');
      await consoleOffer.waitFor();
      const option = await consoleOffer
        .getByLabel('申请')
        .locator('option', { hasText: first.nameCn })
        .first()
        .getAttribute('value');
      await consoleOffer.getByLabel('申请').selectOption(option ?? '');
      await consoleOffer.getByLabel('学费/年金额').fill('30000');
      await consoleOffer.getByLabel('学费/年币种').selectOption('GBP');
      await consoleOffer.getByLabel('生活费/年金额').fill('15000');
      await consoleOffer.getByLabel('生活费/年币种').selectOption('GBP');
      await consoleOffer.getByLabel('学制（月）').fill('12');
      await consoleOffer.getByLabel('邮件标题').fill('Offer of admission: MSc Computer Science');
      await consoleOffer.getByLabel('邮件正文').fill('Dear applicant, we are pleased to offer you a place.');
      await consoleOffer.getByRole('button', { name: '保存Offer' }).click();
      await counselor.page.getByTestId('console-offer').first().waitFor();
      await screenshot(counselor.page, 'journey-console-offer-1440');

      // the student records the second school's offer, then compares both
      await student.page.goto('/personal?component=offers');
      await student.page.getByTestId('offer-card').first().waitFor();
      await student.page.getByRole('button', { name: '录入Offer' }).click();
      const ownOffer = student.page.getByTestId('offer-form');
      const ownOption = await ownOffer
        .getByLabel('申请')
        .locator('option', { hasText: second.nameCn })
        .first()
        .getAttribute('value');
      await ownOffer.getByLabel('申请').selectOption(ownOption ?? '');
      await ownOffer.getByLabel('学费/年金额').fill('52000');
      await ownOffer.getByLabel('学费/年币种').selectOption('USD');
      await ownOffer.getByLabel('生活费/年金额').fill('20000');
      await ownOffer.getByLabel('生活费/年币种').selectOption('USD');
      await ownOffer.getByLabel('学制（月）').fill('18');
      await ownOffer.getByLabel('邮件标题').fill('Admission decision');
      await ownOffer.getByRole('button', { name: '保存Offer' }).click();
      await expect.poll(() => student.page.getByTestId('offer-card').count(), { timeout: 10_000 }).toBe(2);

      for (const school of [first, second])
        await student.page.getByLabel(`对比 ${school.nameCn}`).check({ force: true });
      await student.page.getByRole('button', { name: '对比（2）' }).click();
      const compare = student.page.getByTestId('offer-compare');
      await compare.waitFor();
      const rates = await api<Rates>(student.page, 'GET', API.application.rates);
      const list = rates.list;
      const gbp = list.find((rate) => rate.currency === 'GBP');
      const usd = list.find((rate) => rate.currency === 'USD');
      if (!gbp || !usd) throw new Error('no GBP or USD rate');
      const tuition = await compare.getByTestId('compare-tuition').textContent();
      expect(tuition).toContain(cnyText(30000 * gbp.rateToCny));
      expect(tuition).toContain(cnyText(52000 * usd.rateToCny));
      expect(await compare.getByTestId('compare-rates').textContent()).toContain(
        `1 GBP = ${gbp.rateToCny} 元`,
      );
      await screenshot(student.page, 'journey-offers-compare-390');

      // the same screens on a desktop (the same session; an SMS code is sent once a minute per phone)
      await student.page.setViewportSize(DESKTOP_VIEWPORT);
      await student.page.reload();
      for (const school of [first, second]) {
        await student.page.getByLabel(`对比 ${school.nameCn}`).check({ force: true });
      }
      await student.page.getByRole('button', { name: '对比（2）' }).click();
      await student.page.getByTestId('offer-compare').waitFor();
      await screenshot(student.page, 'journey-offers-compare-1440');
      await student.page.goto('/personal?component=mytask');
      await student.page.getByTestId('task-card').first().waitFor();
      await screenshot(student.page, 'journey-tasks-1440');
      await counselor.page.setViewportSize(PHONE_VIEWPORT);
      await screenshot(counselor.page, 'journey-console-390');
    } finally {
      await student.context.close();
      await counselor.context.close();
    }
  }, 180_000);
});
