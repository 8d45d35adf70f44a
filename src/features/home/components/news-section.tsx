import type { NewsListItem } from '@/contract/news';
import { HOME_SECTIONS } from '@/features/home/api/home-sections';
import {
  CompactListSection,
  type RowContent,
  type SectionSpec,
} from '@/features/home/components/home-section';
import { formatDay } from '@/lib/format';

const NEWS: SectionSpec = { title: '留学资讯', to: '/news', id: 'home-news', rowId: 'home-news-item' };

const newsRow = (article: NewsListItem): RowContent => ({
  target: { to: '/news/detail', search: { id: article.id } },
  title: article.title,
  text: article.summary,
  meta: <time dateTime={article.publishedAt}>{formatDay(article.publishedAt)}</time>,
});

/** 留学资讯: the newest articles, to their detail and to /news. */
export function NewsSection() {
  return <CompactListSection section={NEWS} query={HOME_SECTIONS.news} row={newsRow} />;
}
