import { Button, HStack, Input, Stack, Tag, Text, Textarea } from '@chakra-ui/react';
import { Refusal } from '@/components/ui/refusal';
import { FormField } from '@/components/ui/form-field';
import { DialogActions } from '@/components/ui/dialog-actions';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';

import { DialogShell } from '@/components/ui/dialog-shell';
import {
  QA_CATEGORIES,
  QA_CATEGORY_CODES,
  QA_LIMITS,
  QA_TEXT,
  qaAskBodySchema,
  type QaCategory,
} from '@/contract/qa';
import { askQuestion } from '@/features/qa/api/ask-question';
import { QA_UI_TEXT } from '@/features/qa/components/qa-ui-text';
import {
  EMPTY_ASK_DRAFT,
  deleteAskDraft,
  isEmptyDraft,
  loadAskDraft,
  saveAskDraft,
  type AskDraft,
} from '@/features/qa/storage/ask-draft';
import { retry } from '@/lib/outbox';
import { session } from '@/lib/session';

type FieldName = 'title' | 'content' | 'category' | 'tags' | 'form';

const DRAFT_SAVE_MS = 300;

/**
 * The 提问 form: title, category (required), content with a counter, up to QA_LIMITS.TAGS_MAX tags (type,
 * Enter). A new question's draft is kept in IndexedDB while typing; `editing` reopens a failed question
 * (its outbox entry) and 发布 puts it back in the queue with the edited payload, same id.
 */
export function AskDialog({
  editing,
  onClose,
}: {
  editing: { id: string; draft: AskDraft } | null;
  onClose: () => void;
}) {
  const userId = session.user?.id ?? null;
  const [draft, setDraft] = useState<AskDraft>(editing?.draft ?? EMPTY_ASK_DRAFT);
  const [tagInput, setTagInput] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [sending, setSending] = useState(false);
  const touched = useRef(false);

  // a new question starts from the stored draft (unless the user typed first)
  useEffect(() => {
    if (editing || !userId) return;
    let live = true;
    loadAskDraft(userId)
      .then((stored) => {
        if (live && stored && !touched.current) setDraft(stored);
      })
      .catch((error: unknown) => console.warn('the question draft could not be read', error));
    return () => {
      live = false;
    };
  }, [editing, userId]);

  // every change is stored a moment later
  useEffect(() => {
    if (editing || !userId || !touched.current) return;
    const timer = setTimeout(() => {
      const write = isEmptyDraft(draft) ? deleteAskDraft(userId) : saveAskDraft(userId, draft);
      write.catch((error: unknown) => console.warn('the question draft could not be stored', error));
    }, DRAFT_SAVE_MS);
    return () => clearTimeout(timer);
  }, [draft, editing, userId]);

  const change = (next: Partial<AskDraft>) => {
    touched.current = true;
    setDraft((current) => ({ ...current, ...next }));
  };

  const addTag = () => {
    const tag = tagInput.trim();
    if (!tag) return;
    if (draft.tags.length >= QA_LIMITS.TAGS_MAX) {
      setErrors((e) => ({ ...e, tags: QA_TEXT.TAGS_MANY }));
      return;
    }
    if (tag.length > QA_LIMITS.TAG_MAX) {
      setErrors((e) => ({ ...e, tags: QA_TEXT.TAG_LONG }));
      return;
    }
    setErrors((e) => ({ ...e, tags: undefined }));
    if (!draft.tags.includes(tag)) change({ tags: [...draft.tags, tag] });
    setTagInput('');
  };

  const onTagKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    addTag();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const id = editing?.id ?? crypto.randomUUID();
    const parsed = qaAskBodySchema.safeParse({
      id,
      title: draft.title,
      content: draft.content,
      category: draft.category ?? undefined,
      tags: draft.tags,
    });
    if (!parsed.success) {
      const next: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0];
        if (name === 'category') next.category ??= QA_UI_TEXT.CATEGORY_REQUIRED;
        else if (name === 'title' || name === 'content' || name === 'tags') next[name] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      if (editing) {
        await retry(editing.id, parsed.data);
      } else {
        await askQuestion(parsed.data);
        if (userId) await deleteAskDraft(userId).catch(() => undefined);
      }
      onClose();
    } catch (error) {
      // the outbox could not store it: everything typed stays in the form (and in the draft)
      setErrors({ form: `${QA_UI_TEXT.NOT_STORED}${error instanceof Error ? `：${error.message}` : ''}` });
    } finally {
      setSending(false);
    }
  }

  return (
    <DialogShell
      title={QA_TEXT.ASK}
      onClose={onClose}
      scrollBehavior="inside"
      mx="3"
      maxW="lg"
      data-testid="qa-ask-dialog"
      close={QA_UI_TEXT.CLOSE}
      footer={
        <DialogActions
          onCancel={onClose}
          cancelLabel={QA_UI_TEXT.CANCEL}
          confirmLabel={QA_UI_TEXT.PUBLISH}
          form="qa-ask-form"
          loading={sending}
        />
      }
    >
      <form id="qa-ask-form" onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="4">
          <FormField label={QA_UI_TEXT.TITLE} error={errors.title} required>
            <Input
              value={draft.title}
              maxLength={QA_LIMITS.TITLE_MAX + 20}
              placeholder={QA_UI_TEXT.TITLE_PLACEHOLDER}
              onChange={(e) => change({ title: e.target.value })}
            />
          </FormField>
          <FormField label={QA_UI_TEXT.CATEGORY} error={errors.category} required>
            <HStack gap="2" flexWrap="wrap" role="radiogroup" aria-label={QA_UI_TEXT.CATEGORY}>
              {QA_CATEGORY_CODES.map((code: QaCategory) => {
                const chosen = draft.category === code;
                return (
                  <Button
                    key={code}
                    type="button"
                    size="sm"
                    rounded="full"
                    role="radio"
                    aria-checked={chosen}
                    colorPalette="brand"
                    variant={chosen ? 'solid' : 'outline'}
                    onClick={() => change({ category: code })}
                  >
                    {QA_CATEGORIES[code]}
                  </Button>
                );
              })}
            </HStack>
          </FormField>
          <FormField label={QA_UI_TEXT.CONTENT} error={errors.content}>
            <Textarea
              value={draft.content}
              rows={5}
              placeholder={QA_UI_TEXT.CONTENT_PLACEHOLDER}
              onChange={(e) => change({ content: e.target.value })}
            />
            <Text
              alignSelf="flex-end"
              fontSize="xs"
              color={draft.content.length > QA_LIMITS.CONTENT_MAX ? 'fg.error' : 'fg.muted'}
              data-testid="qa-content-counter"
            >
              {draft.content.length}/{QA_LIMITS.CONTENT_MAX}
            </Text>
          </FormField>
          <FormField
            label={
              <>
                {QA_UI_TEXT.TAGS}（{draft.tags.length}/{QA_LIMITS.TAGS_MAX}）
              </>
            }
            error={errors.tags}
          >
            {draft.tags.length > 0 && (
              <HStack gap="2" flexWrap="wrap" data-testid="qa-ask-tags">
                {draft.tags.map((tag) => (
                  <Tag.Root key={tag} size="lg" colorPalette="brand" variant="subtle">
                    <Tag.Label>{tag}</Tag.Label>
                    <Tag.EndElement>
                      <Tag.CloseTrigger
                        aria-label={`${QA_UI_TEXT.REMOVE_TAG} ${tag}`}
                        onClick={() => change({ tags: draft.tags.filter((t) => t !== tag) })}
                      />
                    </Tag.EndElement>
                  </Tag.Root>
                ))}
              </HStack>
            )}
            <Input
              value={tagInput}
              aria-label={QA_UI_TEXT.TAGS}
              placeholder={QA_UI_TEXT.TAG_PLACEHOLDER}
              onChange={(e) => setTagInput(e.target.value)}
              onKeyDown={onTagKey}
            />
          </FormField>
          <Refusal>{errors.form}</Refusal>
        </Stack>
      </form>
    </DialogShell>
  );
}
