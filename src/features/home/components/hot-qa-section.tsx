import { Text } from '@chakra-ui/react';

import { CompactList, CompactRow } from '@/features/home/components/compact-row';
import { ListSection } from '@/features/home/components/home-section';
import { getHotQa } from '@/features/home/api/get-hot-qa';
import { useQuery } from '@/lib/use-query';

const PAGE_SIZE = 5;

/** 热门问答: the most answered questions, to their detail and to /qa. */
export function HotQaSection() {
  const result = useQuery('home-hot-qa', (signal) => getHotQa(PAGE_SIZE, signal));
  return (
    <ListSection
      title="热门问答"
      more={{ to: '/qa' }}
      testId="home-qa"
      result={result}
      skeletonRows={PAGE_SIZE}
    >
      {(data) => (
        <CompactList label="热门问答">
          {data.list.map((question) => (
            <CompactRow
              key={question.id}
              testId="home-qa-item"
              target={{ to: '/qa/detail', search: { id: question.id } }}
              title={question.title}
              text={question.excerpt}
              meta={
                <>
                  <Text as="span">{question.replyCount} 个回答</Text>
                  <Text as="span">{question.likeCount} 赞</Text>
                </>
              }
            />
          ))}
        </CompactList>
      )}
    </ListSection>
  );
}
