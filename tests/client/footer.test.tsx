import { screen, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { describe, expect, it } from 'vitest';

import { Footer, supporterHref } from '@/components/layout/footer';
import { API } from '@/contract/api';

import { ok } from '../mocks/envelope';
import { server } from '../mocks/server';
import { renderWithApp } from './render';

describe('footer', () => {
  it('links a supporter only to its own https site; fictitious or example addresses are plain names', async () => {
    server.use(
      mswHttp.get(API.common.supports, () =>
        ok([
          {
            id: '1',
            name: '教育部留学服务中心',
            linkUrl: 'https://www.cscse.edu.cn/',
            imagePreviewUrl: null,
          },
          { id: '2', name: '国际教育交流促进会', linkUrl: '', imagePreviewUrl: null },
          {
            id: '3',
            name: '海外留学服务联盟',
            linkUrl: 'https://www.example.org/osa',
            imagePreviewUrl: null,
          },
        ]),
      ),
    );
    renderWithApp(() => <Footer />);
    const supporters = await screen.findByTestId('supporters');
    await within(supporters).findByText('国际教育交流促进会');
    const links = within(supporters).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://www.cscse.edu.cn/']);
    expect(within(supporters).getByText('海外留学服务联盟').closest('a')).toBeNull();
  });

  it('has a privacy link and no company-site link back to the app', async () => {
    server.use(mswHttp.get(API.common.supports, () => ok([])));
    renderWithApp(() => <Footer />);
    expect((await screen.findByRole('link', { name: '隐私' })).getAttribute('href')).toBe('/privacy');
    expect(screen.queryByRole('link', { name: '公司官网' })).toBeNull();
    const own = screen.queryAllByRole('link').filter((a) => {
      const href = a.getAttribute('href') ?? '';
      return href === '/' || href === window.location.origin || href === `${window.location.origin}/`;
    });
    expect(own).toEqual([]);
  });

  it('supporterHref keeps real https sites only', () => {
    expect(supporterHref('https://www.csc.edu.cn/')).toBe('https://www.csc.edu.cn/');
    for (const bad of [
      '',
      'http://www.csc.edu.cn/',
      'javascript:alert(1)',
      'https://example.com/x',
      'https://a.test/',
    ])
      expect(supporterHref(bad)).toBeUndefined();
  });
});
