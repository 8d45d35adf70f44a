import { Button, HStack } from '@chakra-ui/react';

import { QA_TEXT, type QaMyKind } from '@/contract/qa';
import { getMyStatistics } from '@/features/qa/api/get-my-statistics';
import { QA_UI_TEXT } from '@/features/qa/components/qa-ui-text';
import { useQuery } from '@/lib/use-query';

const LABELS: Record<QaMyKind, string> = {
  questions: QA_TEXT.MY_QUESTIONS,
  replies: QA_TEXT.MY_ANSWERS,
  collects: QA_TEXT.MY_COLLECTS,
};
const KINDS: QaMyKind[] = ['questions', 'replies', 'collects'];

/**
 * 我的提问 / 我的回答 / 我的收藏 with their counts (myStatistics, fetched again when a write is confirmed:
 * `version`); questions still in the outbox count as asked. The active one is pressed; 全部问答 leaves.
 */
export function MyEntries({
  mine,
  version,
  queuedQuestions,
  onPick,
}: {
  mine: QaMyKind | undefined;
  version: number;
  queuedQuestions: number;
  onPick: (mine: QaMyKind | undefined) => void;
}) {
  const stats = useQuery(`qa-my-statistics:${version}`, getMyStatistics);
  const count = (kind: QaMyKind) => {
    if (!stats.data) return '';
    const n = stats.data[kind] + (kind === 'questions' ? queuedQuestions : 0);
    return ` ${n}`;
  };
  return (
    <HStack
      gap="2"
      flexWrap="wrap"
      role="group"
      aria-label={QA_TEXT.MY_QUESTIONS}
      data-testid="qa-my-entries"
    >
      {mine && (
        <Button size="sm" variant="ghost" colorPalette="brand" onClick={() => onPick(undefined)}>
          {QA_UI_TEXT.BACK_TO_LIST}
        </Button>
      )}
      {KINDS.map((kind) => (
        <Button
          key={kind}
          size="sm"
          rounded="full"
          colorPalette="brand"
          variant={mine === kind ? 'solid' : 'outline'}
          aria-pressed={mine === kind}
          onClick={() => onPick(kind)}
          data-testid={`qa-my-entry-${kind}`}
        >
          {LABELS[kind]}
          {count(kind)}
        </Button>
      ))}
    </HStack>
  );
}
