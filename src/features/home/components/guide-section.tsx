import { Text } from '@chakra-ui/react';

import { GUIDE_SECTIONS, type GuideSection } from '@/contract/guide';
import { CompactList, CompactRow } from '@/features/home/components/compact-row';
import { formatDay } from '@/lib/format';
import { guideDetailTarget } from '@/features/home/components/home-links';
import { ListSection } from '@/features/home/components/home-section';
import { getHomeGuides } from '@/features/home/api/get-home-guides';
import { useQuery } from '@/lib/use-query';

const PAGE_SIZE = 4;

/** One guide section on the home page (标化考试, 学术提升, 背景提升, 留学生活): its newest articles. */
export function GuideSectionCard({ section, title }: { section: GuideSection; title?: string }) {
  const meta = GUIDE_SECTIONS[section];
  const heading = title ?? meta.name;
  const result = useQuery(`home-guide:${section}`, (signal) => getHomeGuides(section, PAGE_SIZE, signal));
  return (
    <ListSection
      title={heading}
      more={{ to: meta.path }}
      testId={`home-guide-${section}`}
      result={result}
      skeletonRows={PAGE_SIZE}
    >
      {(data) => (
        <CompactList label={heading}>
          {data.list.map((article) => (
            <CompactRow
              key={article.id}
              testId="home-guide-item"
              target={guideDetailTarget(section, article.id)}
              title={article.title}
              text={article.summary}
              meta={
                <>
                  <Text as="span">{article.factsYear} 年信息</Text>
                  <time dateTime={article.publishedAt}>{formatDay(article.publishedAt)}</time>
                </>
              }
            />
          ))}
        </CompactList>
      )}
    </ListSection>
  );
}
