import { describe, expect, it } from 'vitest';

import { floatingRightOffset, shouldShowScrollTop } from '@/components/layout/floating-tools';
import { contentMinHeight, showsFooter } from '@/components/layout/main-layout';
import { safeRedirect } from '@/features/auth/components/login-page';
import { pageHead, pageTitle } from '@/lib/route-meta';
import { formatBadge } from '@/lib/unread';

describe('layout rules of the main layout', () => {
  it('caps the unread badge at 99 and hides it at 0', () => {
    expect(formatBadge(0)).toBe('');
    expect(formatBadge(1)).toBe('1');
    expect(formatBadge(99)).toBe('99');
    expect(formatBadge(100)).toBe('99+');
  });

  it('hides the footer on /personal pages only', () => {
    expect(showsFooter('/personal')).toBe(false);
    expect(showsFooter('/personal/VideoPlayer')).toBe(false);
    expect(showsFooter('/schools')).toBe(true);
    expect(contentMinHeight(true)).toBe('calc(100vh - 404px)');
    expect(contentMinHeight(false)).toBe('calc(100vh - 80px)');
  });

  it('places the floating tools 10 px from the right, centred on screens 1920 px and wider', () => {
    expect(floatingRightOffset('/', 1440)).toBe(10);
    expect(floatingRightOffset('/', 1920)).toBe(0);
    expect(floatingRightOffset('/', 2560)).toBe(320);
    expect(floatingRightOffset('/personal', 2560)).toBe(10);
  });

  it('shows scroll-to-top only past 0.6 of the window height', () => {
    expect(shouldShowScrollTop(600, 1000)).toBe(false);
    expect(shouldShowScrollTop(601, 1000)).toBe(true);
  });

  it('titles each page after its route and keeps the site title on the home page', () => {
    expect(pageTitle('Home')).toBe('AI留学，构建留学生态圈');
    expect(pageTitle('StudyQa')).toBe('留学问答 - AI留学，构建留学生态圈');
    const head = pageHead('Schools');
    expect(head.meta.some((m) => 'name' in m && m.name === 'description' && m.content.includes('院校'))).toBe(
      true,
    );
  });

  it('only follows same-site login redirects', () => {
    expect(safeRedirect('/qa?x=1')).toBe('/qa?x=1');
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect('https://evil.example/')).toBe('/');
    expect(safeRedirect('//evil.example/')).toBe('/');
    expect(safeRedirect('/login?redirect=/qa')).toBe('/');
  });
});
