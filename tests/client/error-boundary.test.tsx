import { Outlet } from '@tanstack/react-router';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ErrorBoundary, RouteErrorFallback, reportRenderError } from '@/components/error-boundary';
import { Provider } from '@/components/ui/provider';
import { ERROR_BOUNDARY_TEXT } from '@/contract/ui-text';

import { renderRoutes } from './render';

/** Throws while `broken.now` is true, the way a panel fails on data it cannot render. */
const broken = { now: true };
function Fragile({ label }: { label: string }) {
  if (broken.now) throw new RangeError('Invalid time value');
  return <p>{label}</p>;
}

beforeEach(() => {
  broken.now = true;
  // React and the boundary log the caught error; the test asserts what the screen shows
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('ErrorBoundary (a panel inside a page)', () => {
  it('shows 页面出错了 and 重试 in the failed panel only; 重试 renders it again', async () => {
    render(
      <Provider>
        <h1>个人空间</h1>
        <ErrorBoundary>
          <Fragile label="我的任务" />
        </ErrorBoundary>
        <ErrorBoundary>
          <p>我的大学List</p>
        </ErrorBoundary>
      </Provider>,
    );
    expect(screen.getByRole('heading', { name: ERROR_BOUNDARY_TEXT.title })).toBeTruthy();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    // the rest of the page stays
    expect(screen.getByRole('heading', { name: '个人空间' })).toBeTruthy();
    expect(screen.getByText('我的大学List')).toBeTruthy();

    // still failing: 重试 renders it again, and it fails again in its place
    fireEvent.click(screen.getByRole('button', { name: ERROR_BOUNDARY_TEXT.retry }));
    expect(screen.getByRole('heading', { name: ERROR_BOUNDARY_TEXT.title })).toBeTruthy();
    expect(screen.queryByText('我的任务')).toBeNull();

    broken.now = false;
    fireEvent.click(screen.getByRole('button', { name: ERROR_BOUNDARY_TEXT.retry }));
    expect(await screen.findByText('我的任务')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: ERROR_BOUNDARY_TEXT.title })).toBeNull();
  });
});

describe('RouteErrorFallback (the router default error component)', () => {
  const renderActivityRoute = () =>
    renderRoutes(
      { '/school/activity': () => <Fragile label="院校活动列表" /> },
      {
        at: '/school/activity',
        root: () => (
          <>
            <header>AI留学 导航</header>
            <Outlet />
          </>
        ),
        defaultErrorComponent: RouteErrorFallback,
        defaultOnCatch: reportRenderError,
      },
    );

  it("shows the boundary in the route's place with the layout still there; 重试 recovers", async () => {
    renderActivityRoute();
    expect(await screen.findByRole('heading', { name: ERROR_BOUNDARY_TEXT.title })).toBeTruthy();
    expect(screen.getByText('AI留学 导航')).toBeTruthy();
    expect(console.error).toHaveBeenCalledWith('render error', expect.any(RangeError), expect.any(String));

    broken.now = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: ERROR_BOUNDARY_TEXT.retry }));
    });
    expect(await screen.findByText('院校活动列表')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: ERROR_BOUNDARY_TEXT.title })).toBeNull();
    expect(screen.getByText('AI留学 导航')).toBeTruthy();
  });

  it('an error in the root itself shows the boundary, not a blank app', async () => {
    renderRoutes(
      {},
      { at: '/', root: () => <Fragile label="根布局" />, defaultErrorComponent: RouteErrorFallback },
    );
    expect(await screen.findByRole('button', { name: ERROR_BOUNDARY_TEXT.retry })).toBeTruthy();
    broken.now = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: ERROR_BOUNDARY_TEXT.retry }));
    });
    expect(await screen.findByText('根布局')).toBeTruthy();
  });
});
