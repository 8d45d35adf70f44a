import { Link } from '@tanstack/react-router';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { SITE } from '@/contract/limits';
import { applyDocumentHead, pageHead, useSubjectTitle } from '@/lib/route-meta';

import indexHtml from '../../index.html?raw';
import { DocumentHeadRoot, renderRoutes } from './render';

const descriptions = () =>
  Array.from(document.head.querySelectorAll<HTMLMetaElement>('meta[name="description"]'));
const keywords = () => Array.from(document.head.querySelectorAll<HTMLMetaElement>('meta[name="keywords"]'));

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

/** index.html's head, as a first load brings it. */
function loadIndexHead(): void {
  document.head.innerHTML = /<head>([\s\S]*)<\/head>/.exec(indexHtml)?.[1] ?? '';
}

function SchoolPage() {
  const [name, setName] = useState<string | undefined>(undefined);
  useSubjectTitle(name);
  return (
    <>
      <button onClick={() => setName('哈佛大学')}>加载完成</button>
      <Link to="/schools">院校库</Link>
    </>
  );
}

function renderSchoolRoutes() {
  return renderRoutes(
    {
      '/schools': {
        head: () => pageHead('Schools'),
        component: () => (
          <Link to="/school/detail" search={{ id: 'u1' }}>
            详情
          </Link>
        ),
      },
      '/school/detail': { head: () => pageHead('SchoolDetail'), component: SchoolPage },
    },
    { at: '/school/detail', root: DocumentHeadRoot, bare: true },
  );
}

describe('the document head', () => {
  it('ships one title, description and keywords tag in index.html, the site’s own', () => {
    loadIndexHead();
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.title).toBe(SITE.TITLE);
    expect(descriptions().map((m) => m.content)).toEqual([SITE.DESCRIPTION]);
    expect(keywords().map((m) => m.content)).toEqual([SITE.KEYWORDS]);
  });

  it('rewrites those tags on navigation instead of adding new ones', () => {
    loadIndexHead();
    applyDocumentHead({ title: '院校库 - x', description: '全球院校库', keywords: '院校库' });
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.title).toBe('院校库 - x');
    expect(descriptions().map((m) => m.content)).toEqual(['全球院校库']);
    expect(keywords().map((m) => m.content)).toEqual(['院校库']);
  });

  it('titles a school detail with the school once it loaded, and the next page with its own title', async () => {
    loadIndexHead();
    renderSchoolRoutes();
    await waitFor(() => expect(document.title).toBe(`院校详情 - ${SITE.TITLE}`));
    expect(descriptions()).toHaveLength(1);
    expect(descriptions()[0]?.content).toContain('院校详情');

    fireEvent.click(await screen.findByRole('button', { name: '加载完成' }));
    await waitFor(() => expect(document.title).toBe(`哈佛大学 - ${SITE.TITLE}`));

    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: '院校库' }));
      await Promise.resolve();
    });
    await waitFor(() => expect(document.title).toBe(`院校库 - ${SITE.TITLE}`));
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(descriptions()).toHaveLength(1);
    expect(keywords()).toHaveLength(1);
  });
});
