import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';

import { DeliveryLine } from '@/components/ui/delivery-line';
import { ErrorState, ListSkeleton } from '@/components/ui/list-states';
import { QA_NOT_FOUND_MESSAGE, QA_TEXT, qaCategoryName, type QaDetail } from '@/contract/qa';
import { collectQuestion } from '@/features/qa/api/collect-question';
import { deleteQuestion } from '@/features/qa/api/delete-question';
import { deleteReply } from '@/features/qa/api/delete-reply';
import { getQaDetail } from '@/features/qa/api/get-qa-detail';
import { likeQa } from '@/features/qa/api/like-qa';
import { AnswerBox } from '@/features/qa/components/answer-box';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PlainText } from '@/features/qa/components/plain-text';
import { QaAuthorLine } from '@/features/qa/components/qa-author';
import { QaTags } from '@/features/qa/components/qa-tags';
import { QA_UI_TEXT } from '@/features/qa/components/qa-ui-text';
import { ReactionButton } from '@/features/qa/components/reaction-button';
import { ReplyCard } from '@/features/qa/components/reply-card';
import { askPayload } from '@/features/qa/state/qa-kinds';
import { askToItem, collectView, deletedIds, likeView, replyItems } from '@/features/qa/state/qa-store';
import { useQa } from '@/features/qa/state/use-qa';
import { discard, type OutboxEntry } from '@/lib/outbox';
import { useSubjectTitle } from '@/lib/route-meta';
import { showToast } from '@/lib/toast';
import { useQuery } from '@/lib/use-query';

function storeFailed(error: unknown): void {
  showToast({
    type: 'error',
    message: `${QA_UI_TEXT.NOT_STORED}${error instanceof Error ? `：${error.message}` : ''}`,
  });
}

/** The viewer's question still in the outbox, shown from its entry until the server has it. */
function localDetail(entry: OutboxEntry, author: Parameters<typeof askToItem>[1]): QaDetail | null {
  const payload = askPayload(entry);
  if (!payload) return null;
  const { excerpt: _excerpt, ...item } = askToItem(payload, author, entry.createdAt);
  return {
    ...item,
    content: payload.content,
    collectCount: 0,
    viewer: { liked: false, collected: false, mine: true, likedReplyIds: [], myReplyIds: [] },
    replies: [],
  };
}

/**
 * /qa/detail?id=: one question and its answers, oldest first; 赞 and 收藏 of the question, 赞 of an answer,
 * the answer box, 删除 of the viewer's own answers and (after a confirmation) question. Every write goes
 * through the outbox and shows at once.
 */
export function QaDetailPage({ id }: { id: string }) {
  const { state, outbox, author } = useQa();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [editingAnswer, setEditingAnswer] = useState<{ id: string; content: string } | null>(null);

  const askEntry = state.asked[id] ? undefined : outbox.find((e) => e.id === id && askPayload(e) !== null);
  const queued = askEntry !== undefined;
  const result = useQuery(`${id}:${queued ? 'queued' : 'stored'}`, (signal) => getQaDetail(id, signal), {
    enabled: !queued,
  });
  const question = askEntry && author ? localDetail(askEntry, author) : result.data;
  useSubjectTitle(question?.title);
  const gone = deletedIds(state, outbox).has(id);

  const like = question
    ? likeView(state, outbox, 'QUESTION', question.id, {
        liked: question.viewer?.liked ?? false,
        likeCount: question.likeCount,
      })
    : null;
  const collect = question
    ? collectView(state, outbox, question.id, {
        collected: question.viewer?.collected ?? false,
        collectCount: question.collectCount,
      })
    : null;
  const replies = question ? replyItems(question, state, outbox, author) : [];
  const dependsOn = queued ? id : undefined;

  const removeQuestion = () => {
    setConfirming(false);
    const done = () => void navigate({ to: '/qa' });
    if (queued) void discard(id).then(done);
    else deleteQuestion(id).then(done, storeFailed);
  };

  return (
    <Stack gap="4">
      <Text fontSize="sm" color="brand.fg" fontWeight="medium">
        <Link to="/qa">← 返回问答列表</Link>
      </Text>
      {gone ? (
        <Text color="fg.muted">{QA_NOT_FOUND_MESSAGE}</Text>
      ) : result.error && !question ? (
        <ErrorState message={result.error} offline={result.offline} onRetry={result.refetch} />
      ) : !question || !like || !collect ? (
        <ListSkeleton rows={3} height="24" />
      ) : (
        <Stack gap="4">
          <Box as="article" bg="bg" borderWidth="1px" rounded="xl" p={{ base: '4', md: '6' }}>
            <Stack gap="3">
              <Heading as="h1" size={{ base: 'lg', md: '2xl' }} lineHeight="short">
                {question.title}
              </Heading>
              <QaAuthorLine author={question.author} time={question.createTime} />
              <PlainText text={question.content} />
              <HStack gap="3" fontSize="xs" color="fg.muted" flexWrap="wrap">
                <Badge variant="subtle" colorPalette="brand">
                  {qaCategoryName(question.category)}
                </Badge>
                <QaTags tags={question.tags} />
              </HStack>
              {askEntry ? (
                <DeliveryLine
                  delivery={{ entryId: id, state: askEntry.state, error: askEntry.lastError }}
                  testId="qa-delivery"
                  onDiscard={() => setConfirming(true)}
                />
              ) : null}
              <HStack gap="2" flexWrap="wrap">
                <ReactionButton
                  on={like.liked}
                  label={QA_UI_TEXT.LIKE}
                  onLabel={QA_UI_TEXT.LIKED}
                  count={like.likeCount}
                  onToggle={() =>
                    void likeQa(
                      { targetType: 'QUESTION', targetId: id, liked: !like.liked },
                      dependsOn,
                    ).catch(storeFailed)
                  }
                  testId="qa-like"
                />
                <ReactionButton
                  on={collect.collected}
                  label={QA_TEXT.COLLECT}
                  onLabel={QA_TEXT.COLLECTED}
                  count={collect.collectCount}
                  onToggle={() =>
                    void collectQuestion({ questionId: id, collected: !collect.collected }, dependsOn).catch(
                      storeFailed,
                    )
                  }
                  testId="qa-collect"
                />
                {question.viewer?.mine && !askEntry && (
                  <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setConfirming(true)}>
                    {QA_UI_TEXT.DELETE_QUESTION}
                  </Button>
                )}
              </HStack>
            </Stack>
          </Box>
          <Heading as="h2" size="md">
            {replies.length} 个回答
          </Heading>
          <Stack gap="3" data-testid="qa-replies">
            {replies.map((item) => (
              <ReplyCard
                key={item.reply.id}
                item={item}
                onLike={() =>
                  void likeQa({
                    targetType: 'REPLY',
                    targetId: item.reply.id,
                    liked: !item.like.liked,
                  }).catch(storeFailed)
                }
                onDelete={() => void deleteReply(item.reply.id).catch(storeFailed)}
                onEdit={() => setEditingAnswer({ id: item.reply.id, content: item.reply.content })}
              />
            ))}
          </Stack>
          <AnswerBox
            key={editingAnswer?.id ?? 'new'}
            questionId={id}
            questionQueued={queued}
            editing={editingAnswer}
            onEdited={() => setEditingAnswer(null)}
          />
        </Stack>
      )}
      {confirming && (
        <ConfirmDialog
          title={QA_UI_TEXT.DELETE_QUESTION}
          text={QA_UI_TEXT.DELETE_QUESTION_CONFIRM}
          confirm={QA_UI_TEXT.CONFIRM_DELETE}
          onConfirm={removeQuestion}
          onClose={() => setConfirming(false)}
          testId="qa-confirm"
        />
      )}
    </Stack>
  );
}
