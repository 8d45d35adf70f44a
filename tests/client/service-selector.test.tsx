import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { SERVICE_SELECTOR_TEXT } from '@/contract/ui-text';
import { ServiceSelector } from '@/features/service-mode/components/service-selector';

import { renderWithApp } from './render';

/** The selector as the layout mounts it: open until a choice or a close. */
function Host({ onSelect, onClose }: { onSelect: (index: number) => Promise<void>; onClose: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ServiceSelector
      open={open}
      onSelect={async (index) => {
        await onSelect(index);
        setOpen(false);
      }}
      onClose={() => {
        onClose();
        setOpen(false);
      }}
    />
  );
}

async function selector(): Promise<HTMLElement> {
  return screen.findByTestId('service-selector');
}

describe('the service selector', () => {
  it('shows the three cards with the Chinese title and a 关闭 button', async () => {
    renderWithApp(() => <Host onSelect={() => Promise.resolve()} onClose={() => undefined} />);
    const s = await selector();
    expect(within(s).getByText(SERVICE_SELECTOR_TEXT.title)).toBeTruthy();
    for (const name of ['选择资深顾问', '选择AI数字顾问', '返回主页'])
      expect(within(s).getByRole('button', { name })).toBeTruthy();
    expect(within(s).getByRole('button', { name: '关闭' })).toBeTruthy();
  });

  it('closes with ✕ without choosing', async () => {
    const onSelect = vi.fn(() => Promise.resolve());
    const onClose = vi.fn();
    renderWithApp(() => <Host onSelect={onSelect} onClose={onClose} />);
    const s = await selector();
    fireEvent.click(within(s).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByTestId('service-selector')).toBeNull());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('closes with Esc without choosing', async () => {
    const onSelect = vi.fn(() => Promise.resolve());
    const onClose = vi.fn();
    renderWithApp(() => <Host onSelect={onSelect} onClose={onClose} />);
    const s = await selector();
    fireEvent.keyDown(s, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('service-selector')).toBeNull());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('emits the index of the chosen card', async () => {
    const onSelect = vi.fn(() => Promise.resolve());
    renderWithApp(() => <Host onSelect={onSelect} onClose={() => undefined} />);
    const s = await selector();
    fireEvent.click(within(s).getByRole('button', { name: '返回主页' }));
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(2));
  });
});
