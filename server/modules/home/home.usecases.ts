import {
  HOME_SEARCH_GROUP_LIMIT,
  SEARCH_TERM_MAX,
  type HomeSearch,
  type HotSearchItem,
  type SearchType,
} from '../../../src/contract/home.ts';
import type { Clock } from '../../lib/clock.ts';
import type { GuideRepository } from '../guide/guide.repository.ts';
import type { MajorRepository } from '../major/major.repository.ts';
import type { NewsRepository } from '../news/news.repository.ts';
import type { QaRepository } from '../qa/qa.repository.ts';
import type { SchoolRepository } from '../school/school.repository.ts';
import type { HomeRepository } from './home.repository.ts';

/** How long a term counts for hot search after it was last searched. */
export const HOT_SEARCH_WINDOW_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The keyword as typed, its runs of white space made one space. */
export function tidyKeyword(keyword: string): string {
  return keyword.trim().replace(/\s+/g, ' ');
}

/**
 * The term a search is counted under: trimmed, white space collapsed, latin letters lower-cased, at most
 * SEARCH_TERM_MAX characters (code points, as the varchar counts them).
 */
export function normaliseSearchTerm(keyword: string): string {
  const tidy = tidyKeyword(keyword).replace(/[A-Z]/g, (letter) => letter.toLowerCase());
  return Array.from(tidy).slice(0, SEARCH_TERM_MAX).join('').trim();
}

export interface HomeDependencies {
  home: HomeRepository;
  schools: SchoolRepository;
  majors: MajorRepository;
  news: NewsRepository;
  qa: QaRepository;
  guides: GuideRepository;
  clock: Clock;
}

export function createHomeUsecases({ home, schools, majors, news, qa, guides, clock }: HomeDependencies) {
  const limit = HOME_SEARCH_GROUP_LIMIT;
  return {
    /**
     * The home search box: each group searched in parallel (universities and majors from their in-memory
     * indexes, news, questions and guides by title); a search that found anything is counted for hot search.
     */
    async search(keyword: string): Promise<HomeSearch> {
      const text = tidyKeyword(keyword);
      const [universities, majorPage, newsRows, qaRows, guideRows] = await Promise.all([
        schools.searchByKeyword(text, limit),
        majors.findPage({ pageIndex: 1, pageSize: limit, keyword: text }),
        news.searchTitles(text, limit),
        qa.searchTitles(text, limit),
        guides.searchTitles(text, limit),
      ]);
      const result: HomeSearch = {
        keyword: text,
        universities: universities.map(({ id, nameCn, nameEn, countryName }) => ({
          id,
          nameCn,
          nameEn,
          countryName,
        })),
        majors: majorPage.list.map(({ code, nameCn, subjectCn }) => ({ code, nameCn, subjectCn })),
        news: newsRows,
        qa: qaRows,
        guides: guideRows,
      };
      const found =
        result.universities.length +
        result.majors.length +
        result.news.length +
        result.qa.length +
        result.guides.length;
      const term = normaliseSearchTerm(text);
      if (found > 0 && term.length > 0) await home.countSearch(term, 'ALL', clock());
      return result;
    },

    /** The most searched terms of a type that found something within the last HOT_SEARCH_WINDOW_DAYS days. */
    hotSearch(query: { searchType: SearchType; limit: number }): Promise<HotSearchItem[]> {
      const since = new Date(clock().getTime() - HOT_SEARCH_WINDOW_DAYS * DAY_MS);
      return home.findHotTerms({ ...query, since });
    },
  };
}
