/** The console's report queue (举报处理): platform customer service only, hostile text as text, HIDE. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { API } from '@/contract/api';
import type { StaffAccount } from '@/contract/chat';
import type { CircleReportItem } from '@/contract/circle';
import { resetChat } from '@/features/chat/state/chat-actions';
import { ConsolePage } from '@/features/console/components/console-page';
import { REPORT_TEXT } from '@/features/console/components/report-text';
import { flush, stopOutbox } from '@/lib/outbox';
import { session, setNavigator } from '@/lib/session';
import type * as SocketModule from '@/lib/socket';
import { consoleParts } from '@/routes/-console-parts';

import { fail, ok } from '../mocks/envelope';
import { server } from '../mocks/server';
import { recordToasts } from '../mocks/toasts';
import { student } from '../mocks/users';
import { renderWithApp } from './render';

vi.mock('@/lib/socket', async (importOriginal) => {
  const actual = await importOriginal<typeof SocketModule>();
  return {
    ...actual,
    connectSocket: () => Promise.resolve(),
    onSocketEvent: (() => () => undefined) as typeof actual.onSocketEvent,
  };
});

const platformStaff = {
  ...student,
  id: 'staff-1',
  nameCn: '客服小王',
  staffRole: 'PLATFORM_SERVICE' as const,
};
const ACCOUNT: StaffAccount = {
  accountId: 'acc-1',
  kind: 'PLATFORM',
  nameCn: '平台客服',
  nickname: null,
  headportraitPreviewUrl: null,
  orgNameCn: null,
};
const ATTACK = '<img src=x onerror="alert(1)"><script>alert(2)</script>加微信领资料';

function report(id: string, over: Partial<CircleReportItem> = {}): CircleReportItem {
  return {
    id,
    targetType: 'POST',
    targetId: `post-${id}`,
    content: ATTACK,
    images: ['https://img.example/ad.png'],
    author: { id: 'u-9', name: '<b>广告号</b>', avatar: null },
    reporter: { id: 'u-1001', name: '明轩', avatar: null },
    reason: 'SPAM',
    detail: '反复发广告',
    status: 'OPEN',
    createTime: '2026-11-20T08:00:00.000Z',
    ...over,
  };
}

function serveConsole() {
  const listed: string[] = [];
  const resolved: unknown[] = [];
  server.use(
    mswHttp.get(API.console.accounts, () => ok([ACCOUNT])),
    mswHttp.get(API.chat.friends, () => ok([])),
    mswHttp.get(API.console.circleReports, ({ request }) => {
      const status = new URL(request.url).searchParams.get('status') ?? '';
      listed.push(status);
      const list =
        status === 'OPEN'
          ? [report('rep-1'), report('rep-2', { content: '第二条举报', targetType: 'COMMENT', images: [] })]
          : [report('rep-9', { status: 'HIDDEN', content: '已经隐藏的内容' })];
      return ok({ list, total: list.length, pageIndex: 1, pageSize: 20 });
    }),
    mswHttp.post(API.console.resolveCircleReport, async ({ request }) => {
      const body = (await request.json()) as { id: string; action: string };
      resolved.push(body);
      return body.id === 'rep-2' ? fail(410, '举报已被处理') : ok({ id: body.id, status: 'HIDDEN' });
    }),
  );
  return { listed, resolved };
}

beforeEach(() => {
  session.token = 'tok-1';
  session.user = platformStaff;
  setNavigator(() => undefined);
});

afterEach(async () => {
  stopOutbox();
  resetChat();
  session.user = null;
  await flush();
});

async function openReports() {
  renderWithApp(() => <ConsolePage parts={consoleParts} />);
  const views = await screen.findByTestId('console-views');
  await act(async () => {
    fireEvent.click(within(views).getByRole('button', { name: REPORT_TEXT.title }));
  });
  return screen.findByTestId('console-reports');
}

describe('the report queue', () => {
  it('lists open reports with the reported text, names and reason as text, never as markup', async () => {
    const { listed } = serveConsole();
    const queue = await openReports();
    const rows = await within(queue).findAllByTestId('console-report');
    expect(rows).toHaveLength(2);
    const first = rows[0];
    if (!first) throw new Error('no row');
    expect(within(first).getByTestId('console-report-content').textContent).toBe(ATTACK);
    expect(first.textContent).toContain('<b>广告号</b>');
    expect(first.textContent).toContain('明轩');
    expect(first.textContent).toContain('垃圾广告');
    expect(first.textContent).toContain('反复发广告');
    expect(within(first).getByRole('img', { name: REPORT_TEXT.image }).getAttribute('src')).toBe(
      'https://img.example/ad.png',
    );
    expect(queue.querySelector('script, b, img[src="x"]')).toBeNull();
    expect(listed).toEqual(['OPEN']);

    await act(async () => {
      fireEvent.click(within(queue).getByRole('button', { name: '已隐藏' }));
    });
    expect(await within(queue).findByText('已经隐藏的内容')).toBeTruthy();
    expect(within(queue).queryByRole('button', { name: REPORT_TEXT.hide })).toBeNull();
    expect(listed).toEqual(['OPEN', 'HIDDEN']);
  });

  it('HIDE calls the endpoint and the row leaves 待处理; a refusal is shown and the row stays', async () => {
    const toasts = recordToasts();
    const { resolved } = serveConsole();
    const queue = await openReports();
    const [first, second] = await within(queue).findAllByTestId('console-report');
    if (!first || !second) throw new Error('two rows expected');
    await act(async () => {
      fireEvent.click(within(first).getByRole('button', { name: REPORT_TEXT.hide }));
    });
    await waitFor(() => expect(within(queue).getAllByTestId('console-report')).toHaveLength(1));
    expect(resolved).toEqual([{ id: 'rep-1', action: 'HIDE' }]);
    expect(toasts.messages()).toContain(REPORT_TEXT.hidden);

    await act(async () => {
      fireEvent.click(within(second).getByRole('button', { name: REPORT_TEXT.dismiss }));
    });
    await waitFor(() => expect(toasts.messages()).toContain('举报已被处理'));
    expect(resolved).toEqual([
      { id: 'rep-1', action: 'HIDE' },
      { id: 'rep-2', action: 'DISMISS' },
    ]);
    expect(within(queue).getAllByTestId('console-report')).toHaveLength(1);
  });

  it('is not offered to other staff', async () => {
    session.user = { ...platformStaff, staffRole: 'COUNSELOR' };
    serveConsole();
    renderWithApp(() => <ConsolePage parts={consoleParts} />);
    await screen.findByTestId('console-list');
    await waitFor(() => expect(screen.getByText('平台客服')).toBeTruthy());
    // the header switch is there (会话 | 退款申请) but without 举报处理
    expect(screen.getByTestId('console-views')).toBeTruthy();
    expect(screen.queryByText(REPORT_TEXT.title)).toBeNull();
    expect(screen.queryByTestId('console-reports')).toBeNull();
  });
});
