import { Box, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

import { CardShell, CardTitle } from '@/components/ui/card-shell';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/ui/list-states';
import { Pager } from '@/components/ui/pager';
import { QA_TEXT, type QaMyKind } from '@/contract/qa';
import { getMyPage } from '@/features/qa/api/get-my-page';
import { formatDate } from '@/lib/format';
import { QuestionCard } from '@/features/qa/components/question-card';
import { QueuedQuestions } from '@/features/qa/components/queued-questions';
import { deletedIds, questionList, type QueuedQuestion } from '@/features/qa/state/qa-store';
import { useQa } from '@/features/qa/state/use-qa';
import type { AskDraft } from '@/features/qa/storage/ask-draft';
import { useQuery } from '@/lib/use-query';

export const MY_PAGE_SIZE = 10;

const EMPTY: Record<QaMyKind, string> = {
  questions: '你还没有提过问题',
  replies: '你还没有回答过问题',
  collects: '你还没有收藏问题',
};

/** 我的提问 / 我的回答 / 我的收藏 with the pager; the questions still in the outbox on top of 我的提问. */
export function MyList({
  kind,
  page,
  queued,
  onPage,
  onEdit,
}: {
  kind: QaMyKind;
  page: number;
  queued: readonly QueuedQuestion[];
  onPage: (page: number) => void;
  onEdit: (edit: { id: string; draft: AskDraft }) => void;
}) {
  const { state, outbox } = useQa();
  const result = useQuery(`my:${kind}:${page}:${state.version}`, (signal) =>
    getMyPage({ kind, pageIndex: page, pageSize: MY_PAGE_SIZE }, signal),
  );
  const data = result.data;
  const showQueued = kind === 'questions' && page === 1 ? queued : [];
  const questions = data
    ? questionList(data.questions, state, outbox, kind === 'questions' && page === 1 ? () => true : null)
    : [];
  const gone = deletedIds(state, outbox);
  const replies = (data?.replies ?? []).filter((r) => !gone.has(r.id));
  const nothing = showQueued.length === 0 && questions.length === 0 && replies.length === 0;

  return (
    <Stack gap={{ base: '3', md: '4' }} data-testid={`qa-my-${kind}`}>
      <QueuedQuestions items={showQueued} onEdit={onEdit} />
      {result.error && !data ? (
        <ErrorState message={result.error} offline={result.offline} onRetry={result.refetch} />
      ) : !data ? (
        <ListSkeleton rows={3} height="24" />
      ) : nothing ? (
        <EmptyState title={EMPTY[kind]} />
      ) : (
        <Box opacity={result.loading ? 0.6 : 1}>
          <Stack gap={{ base: '3', md: '4' }}>
            {questions.map((item) => (
              <QuestionCard key={item.id} item={item} />
            ))}
            {replies.map((reply) => (
              <CardShell key={reply.id} _hover={undefined} data-testid="qa-my-reply">
                <Stack gap="1">
                  <CardTitle link={<Link to="/qa/detail" search={{ id: reply.questionId }} />} lineClamp={1}>
                    {reply.questionTitle}
                  </CardTitle>
                  <Text fontSize="sm" whiteSpace="pre-wrap" lineClamp={3}>
                    {reply.content}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {QA_TEXT.ANSWER} · {formatDate(reply.createTime)} · {reply.likeCount} 赞
                  </Text>
                </Stack>
              </CardShell>
            ))}
          </Stack>
          <Pager page={page} total={data.total} pageSize={MY_PAGE_SIZE} onChange={onPage} />
        </Box>
      )}
    </Stack>
  );
}
