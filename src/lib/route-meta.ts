/**
 * Route helpers used by the thin route files: head tags from the contract's route table and the
 * login guard of SPEC section 2/4 (anonymous -> /login?redirect={fullPath}&name={routeName}).
 *
 * The document keeps exactly one title, one description and one keywords tag: the ones index.html
 * ships (for link previews and crawlers that run no script). After each navigation the root route
 * writes the matched route's head() into those tags instead of adding new ones; a detail page with a
 * subject (a school, an article, a major) puts the subject's name in the title once its data loaded.
 */
import { redirect, useRouterState, type ParsedLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';

import { SITE } from '@/contract/limits';
import {
  documentKeywords,
  documentTitle,
  routeMeta,
  subjectDocumentTitle,
  type RouteName,
} from '@/contract/routes';
import { isLoggedIn } from '@/lib/session';
import { titleWithUnread, unread, unreadTotal } from '@/lib/unread';
import { renderNotFound, renderSubject } from '@/lib/use-query';

export function pageTitle(name: RouteName): string {
  return documentTitle(routeMeta(name));
}

export const subjectTitle = subjectDocumentTitle;

export function pageHead(name: RouteName) {
  const meta = routeMeta(name);
  return {
    meta: [
      { title: pageTitle(name) },
      { name: 'keywords', content: documentKeywords(meta) },
      { name: 'description', content: meta.description },
    ],
  };
}

export interface DocumentHead {
  title: string;
  description: string;
  keywords: string;
}

/** One entry of a route's head().meta, as the router keeps it on the match. */
interface MetaEntry {
  title?: string;
  name?: string;
  content?: string;
}

/**
 * The head of the matched routes, the deepest route winning for each of title, description and
 * keywords; the site's own where no route names one.
 */
export function headOfMatches(
  metas: readonly (readonly (MetaEntry | undefined)[] | undefined)[],
): DocumentHead {
  const found: Partial<DocumentHead> = {};
  for (let i = metas.length - 1; i >= 0; i -= 1) {
    for (const entry of metas[i] ?? []) {
      if (!entry) continue;
      if (entry.title !== undefined) found.title ??= entry.title;
      else if (entry.name === 'description' && entry.content !== undefined)
        found.description ??= entry.content;
      else if (entry.name === 'keywords' && entry.content !== undefined) found.keywords ??= entry.content;
    }
  }
  return {
    title: found.title ?? SITE.TITLE,
    description: found.description ?? SITE.DESCRIPTION,
    keywords: found.keywords ?? SITE.KEYWORDS,
  };
}

/** Writes the content of the one `<meta name>` tag, creating it when missing and dropping duplicates. */
function setMetaContent(doc: Document, name: string, content: string): void {
  const [tag, ...extra] = Array.from(doc.head.querySelectorAll<HTMLMetaElement>(`meta[name="${name}"]`));
  extra.forEach((duplicate) => duplicate.remove());
  if (tag) {
    if (tag.content !== content) tag.content = content;
    return;
  }
  const created = doc.createElement('meta');
  created.name = name;
  created.content = content;
  doc.head.append(created);
}

/** Updates the document's single title, description and keywords tags. */
export function applyDocumentHead(head: DocumentHead, doc: Document = document): void {
  const [, ...extraTitles] = Array.from(doc.head.querySelectorAll('title'));
  extraTitles.forEach((duplicate) => duplicate.remove());
  if (doc.title !== head.title) doc.title = head.title;
  setMetaContent(doc, 'description', head.description);
  setMetaContent(doc, 'keywords', head.keywords);
}

/** The name of the subject on screen (school, article, major), null on other pages. */
const subject = proxy({ name: null as string | null });

/**
 * Puts the subject's name in the document title while the calling page shows it; call it with
 * undefined while the data loads. The route's title comes back when the page goes.
 */
export function useSubjectTitle(name: string | null | undefined): void {
  // the server writes it into the page's <title> (server/lib/page-html.ts): link previews run no script
  if (import.meta.env.SSR && name) renderSubject(name);
  useEffect(() => {
    if (!name) return undefined;
    subject.name = name;
    return () => {
      if (subject.name === name) subject.name = null;
    };
  }, [name]);
}

/**
 * A detail page whose subject does not exist (a removed article, a mistyped link) shows its not-found state; the
 * server then answers the page with 404, so that search engines and link checkers do not keep it as a page and the
 * service worker does not store it.
 */
export function useNotFoundStatus(missing: boolean): void {
  if (import.meta.env.SSR && missing) renderNotFound();
}

/**
 * Keeps the document head in step with the matched routes, the subject on screen and the unread total
 * (`(3) ` before the title, nothing at 0: src/lib/unread.ts). This is the title's only writer, so the
 * route's title and the unread prefix never overwrite each other (root route).
 */
export function useDocumentHead(): void {
  const head = useRouterState({
    select: (state) => headOfMatches(state.matches.map((match) => match.meta)),
    structuralSharing: true,
  });
  const { name } = useSnapshot(subject);
  const total = unreadTotal(useSnapshot(unread));
  useEffect(() => {
    const title = titleWithUnread(name ? subjectTitle(name) : head.title, total);
    applyDocumentHead({ ...head, title });
  }, [head, name, total]);
}

/** beforeLoad for a login-required route. */
export function requireLogin(name: RouteName) {
  return ({ location }: { location: ParsedLocation }) => {
    if (!isLoggedIn()) {
      throw redirect({ to: '/login', search: { redirect: location.href, name } });
    }
  };
}
