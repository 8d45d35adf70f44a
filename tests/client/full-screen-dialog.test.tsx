/**
 * FullScreenDialog (src/components/ui/full-screen-dialog.tsx): while it is open the rest of the page is inert
 * and does not scroll, the dialog has the focus, Esc closes it; closing gives all of that back.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { FullScreenDialog } from '@/components/ui/full-screen-dialog';
import { Provider } from '@/components/ui/provider';

function Page({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>打开</button>
      <FullScreenDialog
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        labelledBy="dialog-title"
        data-testid="dialog"
      >
        <h2 id="dialog-title">选择服务</h2>
        <button>选项</button>
      </FullScreenDialog>
    </>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.style.overflow = '';
});

describe('FullScreenDialog', () => {
  it('makes the rest of the page inert and still while open, takes the focus, and gives both back on Esc', async () => {
    const onClose = vi.fn();
    const bystander = document.createElement('div');
    bystander.inert = true; // inert before: stays inert after
    document.body.append(bystander);
    render(
      <Provider>
        <Page onClose={onClose} />
      </Provider>,
    );
    const opener = screen.getByRole('button', { name: '打开' });
    opener.focus();
    fireEvent.click(opener);

    const dialog = await screen.findByTestId('dialog');
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      '选择服务',
    );
    await waitFor(() => expect(document.activeElement).toBe(dialog));
    const appRoot = opener.closest('body > *') as HTMLElement;
    expect(appRoot.inert).toBe(true);
    expect(dialog.closest('body > *')?.hasAttribute('inert')).toBe(false);
    expect(document.documentElement.style.overflow).toBe('hidden');

    fireEvent.keyDown(screen.getByRole('button', { name: '选项' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('dialog')).toBeNull());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(appRoot.inert).toBe(false);
    expect(bystander.inert).toBe(true);
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.activeElement).toBe(opener);
  });

  it('renders nothing while closed and leaves the page alone', () => {
    render(
      <Provider>
        <Page onClose={() => undefined} />
      </Provider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: '打开' }).closest('body > *')?.hasAttribute('inert')).toBe(
      false,
    );
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(document.documentElement.style.overflow).toBe('');
  });
});
