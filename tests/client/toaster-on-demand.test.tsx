import { act, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { ToasterOnDemand } from '@/components/ui/toaster-on-demand';
import { showToast } from '@/lib/toast';

import { renderWithApp } from './render';

const realToaster = (): Promise<ComponentType> => import('@/components/ui/toaster').then((m) => m.Toaster);

describe('the toaster, loaded when a first toast waits', () => {
  it('is not loaded by a page that shows no toast, and shows the first toast and the next once loaded', async () => {
    const load = vi.fn(realToaster);
    renderWithApp(() => <ToasterOnDemand load={load} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('region')).toBeNull();

    act(() => showToast({ type: 'error', message: '登录过期', duration: 5000 }));
    expect(await screen.findByText('登录过期', {}, { timeout: 5000 })).toBeTruthy();
    act(() => showToast({ type: 'success', message: '已保存' }));
    expect(await screen.findByText('已保存')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a toast whose toaster failed to load (offline) and shows it once the browser is back online', async () => {
    const load = vi
      .fn(realToaster)
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    renderWithApp(() => <ToasterOnDemand load={load} />);
    act(() => showToast({ type: 'warning', message: '网络不可用，已保存在本机' }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('网络不可用，已保存在本机')).toBeNull();

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('网络不可用，已保存在本机', {}, { timeout: 5000 })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
