import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { TipDialog } from '@/components/layout/tip-dialog';
import { SchoolPicker } from '@/components/ui/school-picker';

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

  it('labels every control of the school picker in Chinese', async () => {
    const loaded = <T,>(data: T) => ({
      data,
      loading: false,
      error: null,
      offline: false,
      refetch: () => undefined,
    });
    renderWithApp(() => (
      <SchoolPicker
        row={(row) => (
          <label key={row.label}>
            {row.label}
            {row.children}
          </label>
        )}
        regions={loaded([
          {
            id: '1',
            code: '310000',
            nameCn: '上海市',
            leaf: false as const,
            children: [{ id: '2', code: '310100', nameCn: '上海市', leaf: true as const }],
          },
        ])}
        schools={loaded([])}
        province="310000"
        city="310100"
        mode="select"
        schoolId=""
        schoolName=""
        errors={{}}
        onLocationChange={() => undefined}
        onSchoolSelect={() => undefined}
        onSchoolText={() => undefined}
        onModeChange={() => undefined}
        testIdPrefix="t"
      />
    ));
    expect(await screen.findByText('找不到我的学校？')).toBeTruthy();
    expect(englishLabels()).toEqual([]);
  });
});
