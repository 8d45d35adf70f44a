/**
 * The guide routes' loaders: what a list or an article page asks for first comes with the page the server
 * renders, under the keys its components read.
 */
import { pageTypeOfSegment, type GuideSection } from '@/contract/guide';
import { guideArticleQuery } from '@/features/guide/api/get-guide-detail';
import { guidePageQuery } from '@/features/guide/api/get-guide-page';
import { pageConfigQuery } from '@/features/guide/api/get-page-config';
import type { GuideListSearch } from '@/features/guide/search';
import { prefetchQuery } from '@/lib/use-query';

/** A section's list: its header's config and the URL's page of articles. */
export function prefetchGuideList(section: GuideSection, search: GuideListSearch): Promise<unknown> {
  const header = pageConfigQuery(section);
  const list = guidePageQuery(section, search);
  return Promise.all([prefetchQuery(header.key, header.fetch), prefetchQuery(list.key, list.fetch)]);
}

/** An article (none asked for without an id: the page shows its not-found state). */
export function prefetchGuideArticle(section: GuideSection, id: string): Promise<void> | undefined {
  if (!id) return undefined;
  const article = guideArticleQuery(section, id);
  return prefetchQuery(article.key, article.fetch);
}

/** An article of /:type/detail, its section named by the path's segment (visa, live ...). */
export function prefetchAboardArticle(segment: string, id: string): Promise<void> | undefined {
  const section = pageTypeOfSegment(segment);
  return section ? prefetchGuideArticle(section, id) : undefined;
}
