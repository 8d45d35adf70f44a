import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { TipDialog } from '@/components/layout/tip-dialog';
import { SearchSelect } from '@/components/ui/search-select';

import { renderWithApp } from './render';

/** Labels a screen reader reads out or a pointer shows: none may be English. */
function englishLabels(): string[] {
  return Array.from(document.querySelectorAll('[aria-label], [title], [placeholder]'))
    .flatMap((el) => ['aria-label', 'title', 'placeholder'].map((name) => el.getAttribute(name) ?? ''))
    .filter((text) => /^[A-Za-z ]{3,}$/.test(text));
}

describe('texts on screen are Chinese', () => {
  it('titles the DIY prompt 提示, never Tip', async () => {
    renderWithApp(() => <TipDialog open onClose={() => undefined} />);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('提示')).toBeTruthy();
    expect(within(dialog).queryByText('Tip')).toBeNull();
    expect(within(dialog).getByRole('button', { name: '确定' })).toBeTruthy();
  });

  it('labels the dropdown button of a searchable select in Chinese', async () => {
    renderWithApp(() => (
      <SearchSelect
        name="城市"
        options={[{ value: '310100', label: '上海市' }]}
        value=""
        onChange={() => undefined}
      />
    ));
    expect(await screen.findByRole('button', { name: '展开选项' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Toggle suggestions' })).toBeNull();
    expect(englishLabels()).toEqual([]);
  });
});
