import { API } from '@/contract/api';
import { guideDetailSchema, type GuideDetail, type GuideSection } from '@/contract/guide';
import { ApiError, http } from '@/lib/http';

/**
 * GET noauth/home/findGuideById: one article with its body, sources and related articles. Silent: the page
 * shows its own not-found and error states.
 */
export function getGuideDetail(id: string, signal?: AbortSignal) {
  return http.get(API.guide.detail, guideDetailSchema, { query: { id }, signal, silent: true });
}

/** The article, or null when there is none by this id in this section (404, or no id at all). */
async function loadArticle(
  section: GuideSection,
  id: string,
  signal: AbortSignal,
): Promise<GuideDetail | null> {
  if (!id) return null;
  try {
    const article = await getGuideDetail(id, signal);
    return article.section === section ? article : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** An article's useQuery key and fetcher (the article page and its route's loader share them). */
export const guideArticleQuery = (section: GuideSection, id: string) => ({
  key: `guide-article:${section}:${id}`,
  fetch: (signal: AbortSignal) => loadArticle(section, id, signal),
});
