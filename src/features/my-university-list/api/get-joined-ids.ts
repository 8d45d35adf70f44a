import { API } from '@/contract/api';
import { chosenUniversityPageSchema } from '@/contract/ai';
import { http } from '@/lib/http';

/** The largest page of 我的大学List the server gives (chosenUniversityPageQuerySchema). */
const PAGE_SIZE = 50;
/** Enough for any real list; the loop stops earlier once every item is read. */
const MAX_PAGES = 10;

/**
 * The universities already in the student's 我的大学List (login), read page by page: the results view
 * marks them 已加入 when it opens.
 */
export async function getJoinedUniversityIds(signal?: AbortSignal): Promise<string[]> {
  const ids: string[] = [];
  for (let pageIndex = 1; pageIndex <= MAX_PAGES; pageIndex += 1) {
    const page = await http.get(API.ai.chosenPage, chosenUniversityPageSchema, {
      query: { pageIndex, pageSize: PAGE_SIZE },
      signal,
      // a background read: the results work without it, so a failure stays quiet
      silent: true,
    });
    for (const item of page.list) ids.push(item.universityId);
    if (page.list.length < PAGE_SIZE || ids.length >= page.total) break;
  }
  return ids;
}
