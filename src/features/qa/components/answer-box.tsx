import { Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { FormField } from '@/components/ui/form-field';
import { useState, type FormEvent } from 'react';

import { QA_LIMITS, QA_TEXT, qaAnswerBodySchema } from '@/contract/qa';
import { answerQuestion } from '@/features/qa/api/answer-question';
import { QA_UI_TEXT } from '@/features/qa/components/qa-ui-text';
import { retry } from '@/lib/outbox';

/**
 * The answer box under a question. 回答 puts the answer in the outbox (it shows at once under the question);
 * an answer to a question still in the outbox waits for it. `editing` (编辑 of a failed answer) fills the box
 * and 回答 puts that entry back in the queue with the new text, same id. Text stays in the box when it
 * could not be stored.
 */
export function AnswerBox({
  questionId,
  questionQueued,
  editing,
  onEdited,
}: {
  questionId: string;
  questionQueued: boolean;
  editing: { id: string; content: string } | null;
  onEdited: () => void;
}) {
  const [content, setContent] = useState(editing?.content ?? '');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = qaAnswerBodySchema.safeParse({
      id: editing?.id ?? crypto.randomUUID(),
      questionId,
      content,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? QA_TEXT.REPLY_EMPTY);
      return;
    }
    setError(null);
    setSending(true);
    try {
      if (editing) {
        await retry(editing.id, parsed.data);
        onEdited();
      } else {
        await answerQuestion(parsed.data, questionQueued);
      }
      setContent('');
    } catch (failure) {
      setError(`${QA_UI_TEXT.NOT_STORED}${failure instanceof Error ? `：${failure.message}` : ''}`);
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="qa-answer-box">
      <Stack gap="2" bg="bg" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <FormField label={QA_TEXT.ANSWER} error={error}>
          <Textarea
            value={content}
            rows={3}
            placeholder={QA_UI_TEXT.ANSWER_PLACEHOLDER}
            onChange={(e) => setContent(e.target.value)}
          />
        </FormField>
        <HStack justify="space-between">
          <Text fontSize="xs" color={content.length > QA_LIMITS.REPLY_MAX ? 'fg.error' : 'fg.muted'}>
            {content.length}/{QA_LIMITS.REPLY_MAX}
          </Text>
          <Button type="submit" size="sm" colorPalette="brand" loading={sending}>
            {QA_TEXT.ANSWER}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
