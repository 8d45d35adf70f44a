import { describe, expect, it } from 'vitest';

import { onToastWanted, setToastSink, showToast, toastWanted, type ShownToast } from '@/lib/toast';

import { recordToasts } from '../mocks/toasts';

describe('grouped toasts', () => {
  it('show the same message once while it is visible', () => {
    const toasts = recordToasts();
    showToast({ type: 'error', message: '服务器异常' });
    showToast({ type: 'error', message: '服务器异常' });
    expect(toasts.messages()).toEqual(['服务器异常']);
  });

  it('show two different messages as two toasts', () => {
    const toasts = recordToasts();
    showToast({ type: 'error', message: '服务器异常' });
    showToast({ type: 'error', message: '账号锁定' });
    expect(toasts.messages()).toEqual(['服务器异常', '账号锁定']);
  });

  it('tell the same text of another type apart', () => {
    const toasts = recordToasts();
    showToast({ type: 'error', message: '已复制' });
    showToast({ type: 'success', message: '已复制' });
    expect(toasts.shown.map((t) => t.type)).toEqual(['error', 'success']);
  });

  it('show a message again once the earlier toast has gone', () => {
    const toasts = recordToasts();
    showToast({ type: 'info', message: '已保存' });
    toasts.dismissAll();
    showToast({ type: 'info', message: '已保存' });
    expect(toasts.messages()).toEqual(['已保存', '已保存']);
  });

  it('last 3000 ms unless told otherwise', () => {
    const toasts = recordToasts();
    showToast({ type: 'success', message: '修改成功' });
    showToast({ type: 'error', message: '登录过期', duration: 5000 });
    expect(toasts.shown.map((t) => t.duration)).toEqual([3000, 5000]);
  });

  it('wait for the toaster and then show each queued message once', () => {
    showToast({ type: 'error', message: '网络错误' });
    showToast({ type: 'error', message: '网络错误' });
    showToast({ type: 'warning', message: '存储空间不足' });
    const created: ShownToast[] = [];
    setToastSink({ create: (t) => created.push(t), isVisible: () => false });
    expect(created.map((t) => t.message)).toEqual(['网络错误', '存储空间不足']);
  });

  it('keep only the last ten while no toaster is mounted', () => {
    for (let i = 1; i <= 12; i += 1) showToast({ type: 'info', message: `消息${i}` });
    const toasts = recordToasts();
    expect(toasts.messages()).toHaveLength(10);
    expect(toasts.messages()[0]).toBe('消息3');
  });

  it('tell the UI once, at the first toast, that its toaster is wanted', () => {
    let told = 0;
    const stop = onToastWanted(() => (told += 1));
    expect(toastWanted()).toBe(false);
    showToast({ type: 'info', message: '已加入发送队列' });
    showToast({ type: 'info', message: '已保存' });
    stop();
    expect(toastWanted()).toBe(true);
    expect(told).toBe(1);
  });
});
