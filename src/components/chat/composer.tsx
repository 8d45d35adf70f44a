import { Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';

import { ImageIcon } from '@/components/ui/icons';
import { CHAT_LIMITS, CHAT_TEXT } from '@/contract/chat';
import { CHAT_UI_TEXT } from '@/contract/ui-text';
import { MESSAGES } from '@/contract/validation';
import { browserCodec, IMAGE_ACCEPT, ImageFitError, imageForUpload } from '@/lib/image-fit';

import { EmojiPicker } from './emoji-picker';

export interface ComposerProps {
  /** False when no conversation (no peer) is selected: nothing can be sent. */
  enabled: boolean;
  /** Queues the text; rejects when it could not be queued (the text stays in the box). */
  onSendText: (text: string) => Promise<void>;
  /** Queues one checked image file (fitted to the limit: src/lib/image-fit.ts). */
  onSendImage: (file: File) => Promise<void>;
}

/** The send button is usable only with a peer and a text that is not blank (SPEC section 2). */
export function canSend(enabled: boolean, text: string): boolean {
  return enabled && text.trim().length > 0;
}

/**
 * The chat input: a textarea (Enter sends, Shift+Enter starts a new line, an IME composition is left
 * alone), the emoji picker, an image button (one jpg/jpeg/png file of at most 1 MB, SPEC section 5: a larger
 * photo, or an iPhone's HEIC, is re-encoded to fit first, with a progress line) and the send button.
 */
export function Composer({ enabled, onSendText, onSendImage }: ComposerProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [fitting, setFitting] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const send = async () => {
    if (!canSend(enabled, text) || busy) return;
    const typed = text;
    setBusy(true);
    setError(null);
    // the box is free at once: what is typed or picked while this one is queued is never cleared with it
    setText('');
    try {
      await onSendText(typed.trim());
    } catch (failure) {
      // nothing is lost: the text comes back, before anything typed since
      setText((current) => typed + current);
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  const insertEmoji = (emoji: string) => {
    const el = area.current;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    const next = text.slice(0, start) + emoji + text.slice(end);
    setText(next);
    requestAnimationFrame(() => {
      if (!el) return;
      el.focus();
      el.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setError(null);
    setFitting(true);
    let image: File;
    try {
      image = await imageForUpload(file, browserCodec);
    } catch (failure) {
      setError(failure instanceof ImageFitError ? failure.message : MESSAGES.chatImageType);
      return;
    } finally {
      setFitting(false);
    }
    try {
      await onSendImage(image);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <Stack gap="2" borderTopWidth="1px" px="3" py="2" data-testid="chat-composer">
      <HStack gap="1">
        <EmojiPicker onPick={insertEmoji} disabled={!enabled} />
        <Button
          size="sm"
          variant="ghost"
          aria-label={CHAT_UI_TEXT.image}
          title={CHAT_UI_TEXT.image}
          disabled={!enabled || fitting}
          onClick={() => fileInput.current?.click()}
        >
          <ImageIcon />
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_ACCEPT}
          hidden
          data-testid="chat-image-input"
          onChange={(event) => void onFile(event)}
        />
      </HStack>
      <Textarea
        ref={area}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={CHAT_TEXT.PLACEHOLDER}
        aria-label={CHAT_TEXT.PLACEHOLDER}
        maxLength={CHAT_LIMITS.TEXT_MAX}
        rows={3}
        resize="none"
      />
      <HStack justify="space-between" gap="2">
        {fitting ? (
          <Text fontSize="sm" color="fg.muted" role="status" minH="5" data-testid="image-fitting">
            {MESSAGES.imageFitting(1, 1)}
          </Text>
        ) : (
          <Text fontSize="sm" color="fg.error" role="alert" minH="5">
            {error}
          </Text>
        )}
        <Button
          size="sm"
          colorPalette="brand"
          disabled={!canSend(enabled, text) || busy}
          onClick={() => void send()}
        >
          {CHAT_TEXT.SEND}
        </Button>
      </HStack>
    </Stack>
  );
}
