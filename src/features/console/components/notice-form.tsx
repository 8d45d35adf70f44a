import { Button, Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';

import { OptionSelect } from '@/components/ui/option-select';
import { CHAT_LIMITS, NOTICE_TYPE_NAMES, NOTICE_TYPES } from '@/contract/chat';
import { NOTICE_TYPE } from '@/contract/code-tables';
import { CHAT_UI_TEXT } from '@/contract/ui-text';
import { ApiError } from '@/lib/http';
import { showToast } from '@/lib/toast';

import { sendConsoleNotice } from '../api/send-console-notice';

const TEXT = CHAT_UI_TEXT.console.notice;
const TYPE_OPTIONS = NOTICE_TYPES.map((t) => ({ value: String(t), label: NOTICE_TYPE_NAMES[t] }));

function toNoticeType(value: string): (typeof NOTICE_TYPES)[number] {
  return NOTICE_TYPES.find((t) => String(t) === value) ?? NOTICE_TYPE.SYSTEM;
}

/** 发送通知 to the student of the conversation: success clears the form, a failure keeps what was typed. */
export function NoticeForm({ userId }: { userId: string }) {
  const [type, setType] = useState(String(NOTICE_TYPE.SYSTEM));
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!title.trim() || !content.trim()) {
      setError(TEXT.required);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await sendConsoleNotice({
        userId,
        type: toNoticeType(type),
        title: title.trim(),
        content: content.trim(),
      });
      showToast({ type: 'success', message: TEXT.sent });
      setTitle('');
      setContent('');
    } catch (failure) {
      setError(`${TEXT.failed}${failure instanceof ApiError ? failure.message : String(failure)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack
      as="form"
      gap="3"
      p="4"
      borderTopWidth="1px"
      data-testid="console-notice-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Text fontWeight="semibold">{TEXT.title}</Text>
      <Field.Root>
        <Field.Label>{TEXT.type}</Field.Label>
        <OptionSelect
          value={type}
          placeholder={TEXT.type}
          options={TYPE_OPTIONS}
          onChange={setType}
          label={TEXT.type}
        />
      </Field.Root>
      <Field.Root>
        <Field.Label>{TEXT.subject}</Field.Label>
        <Input
          value={title}
          maxLength={CHAT_LIMITS.NOTICE_TITLE_MAX}
          onChange={(e) => setTitle(e.target.value)}
        />
      </Field.Root>
      <Field.Root>
        <Field.Label>{TEXT.content}</Field.Label>
        <Textarea
          value={content}
          rows={4}
          maxLength={CHAT_LIMITS.NOTICE_CONTENT_MAX}
          onChange={(e) => setContent(e.target.value)}
        />
      </Field.Root>
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
      <Button type="submit" colorPalette="brand" size="sm" loading={busy} alignSelf="flex-start">
        {TEXT.submit}
      </Button>
    </Stack>
  );
}
