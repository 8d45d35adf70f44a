import { Text } from '@chakra-ui/react';

import type { QaListItem } from '@/contract/qa';
import { HOME_SECTIONS } from '@/features/home/api/home-sections';
import {
  CompactListSection,
  type RowContent,
  type SectionSpec,
} from '@/features/home/components/home-section';

const HOT_QA: SectionSpec = { title: '热门问答', to: '/qa', id: 'home-qa', rowId: 'home-qa-item' };

const questionRow = (question: QaListItem): RowContent => ({
  target: { to: '/qa/detail', search: { id: question.id } },
  title: question.title,
  text: question.excerpt,
  meta: (
    <>
      <Text as="span">{question.replyCount} 个回答</Text>
      <Text as="span">{question.likeCount} 赞</Text>
    </>
  ),
});

/** 热门问答: the most answered questions, to their detail and to /qa. */
export function HotQaSection() {
  return <CompactListSection section={HOT_QA} query={HOME_SECTIONS.qa} row={questionRow} />;
}
