import { CompactList, CompactRow } from '@/features/home/components/compact-row';
import { formatDay } from '@/lib/format';
import { ListSection } from '@/features/home/components/home-section';
import { getHomeNews } from '@/features/home/api/get-home-news';
import { useQuery } from '@/lib/use-query';

const PAGE_SIZE = 4;

/** 留学资讯: the newest articles, to their detail and to /news. */
export function NewsSection() {
  const result = useQuery('home-news', (signal) => getHomeNews(PAGE_SIZE, signal));
  return (
    <ListSection
      title="留学资讯"
      more={{ to: '/news' }}
      testId="home-news"
      result={result}
      skeletonRows={PAGE_SIZE}
    >
      {(data) => (
        <CompactList label="留学资讯">
          {data.list.map((article) => (
            <CompactRow
              key={article.id}
              testId="home-news-item"
              target={{ to: '/news/detail', search: { id: article.id } }}
              title={article.title}
              text={article.summary}
              meta={<time dateTime={article.publishedAt}>{formatDay(article.publishedAt)}</time>}
            />
          ))}
        </CompactList>
      )}
    </ListSection>
  );
}
