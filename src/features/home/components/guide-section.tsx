import { Text } from '@chakra-ui/react';

import { GUIDE_SECTIONS, type GuideListItem, type GuideSection } from '@/contract/guide';
import { homeGuideQuery } from '@/features/home/api/home-sections';
import { guideDetailTarget } from '@/features/home/components/home-links';
import { CompactListSection } from '@/features/home/components/home-section';
import { formatDay } from '@/lib/format';

/** One guide section on the home page (标化考试, 学术提升, 背景提升, 留学生活): its newest articles. */
export function GuideSectionCard({ section, title }: { section: GuideSection; title?: string }) {
  const meta = GUIDE_SECTIONS[section];
  return (
    <CompactListSection
      section={{
        title: title ?? meta.name,
        to: meta.path,
        id: `home-guide-${section}`,
        rowId: 'home-guide-item',
      }}
      query={homeGuideQuery(section)}
      row={(article: GuideListItem) => ({
        target: guideDetailTarget(section, article.id),
        title: article.title,
        text: article.summary,
        meta: (
          <>
            <Text as="span">{article.factsYear} 年信息</Text>
            <time dateTime={article.publishedAt}>{formatDay(article.publishedAt)}</time>
          </>
        ),
      })}
    />
  );
}
