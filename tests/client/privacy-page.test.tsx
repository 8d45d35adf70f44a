import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { PRIVACY_TEXT } from '@/contract/ui-text';
import { PrivacyPage } from '@/features/privacy/components/privacy-page';
import { PRIVACY_POLICY } from '@/features/privacy/content';

import { renderWithApp } from './render';

describe('/privacy', () => {
  it('renders the dated policy with its sections and a table of contents', async () => {
    const { container } = renderWithApp(() => <PrivacyPage />, '/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: PRIVACY_POLICY.title })).toBeTruthy();
    expect(screen.getByText(/生效日期：2026-11-24/)).toBeTruthy();
    for (const name of [/我们收集的信息/, /保存信息的期限/, /您的权利/, /未成年人/, /如何联系我们/]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    // the retention periods and the rights are stated, and the in-app channel to exercise them
    expect(screen.getByText(/有效期为30天/)).toBeTruthy();
    expect(screen.getByText('注销账号')).toBeTruthy();
    expect(screen.getAllByText(/在线客服/).length).toBeGreaterThan(0);
    // one table-of-contents link per section, pointing at its anchor
    const toc = screen.getByRole('navigation', { name: PRIVACY_TEXT.toc, hidden: true });
    const links = within(toc).getAllByRole('link', { hidden: true });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(PRIVACY_POLICY.sections.map((s) => `#${s.id}`));
    for (const section of PRIVACY_POLICY.sections)
      expect(container.querySelector(`#${section.id}`)).not.toBeNull();
  });

  it('holds text only: no markup in the policy content', () => {
    const texts = [
      ...PRIVACY_POLICY.intro,
      ...PRIVACY_POLICY.sections.flatMap((s) => [
        s.title,
        ...s.blocks.flatMap((b) =>
          b.kind === 'paragraph'
            ? [b.text]
            : b.kind === 'list'
              ? b.items
              : b.items.flatMap((i) => [i.term, i.text]),
        ),
      ]),
    ];
    for (const text of texts) expect(text).not.toMatch(/[<>]/);
  });
});
