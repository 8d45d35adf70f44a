import { Box, Button, CloseButton, HStack, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { DialogActions } from '@/components/ui/dialog-actions';
import { useRef, useState, type ChangeEvent } from 'react';

import { DialogShell } from '@/components/ui/dialog-shell';
import { ImageIcon } from '@/components/ui/icons';
import {
  CIRCLE_LIMITS,
  CIRCLE_TEXT,
  CIRCLE_TOPIC_CODES,
  CIRCLE_TOPICS,
  type CircleTopic,
} from '@/contract/circle';
import { MESSAGES } from '@/contract/validation';
import { browserCodec, IMAGE_ACCEPT, ImageFitError, imageForUpload } from '@/lib/image-fit';
import { retry } from '@/lib/outbox';

import { addPost } from '../api/add-post';
import type { LocalImage, PostPayload, TaggedSchool } from '../state/circle-kinds';
import { LocalImageView } from './circle-image';
import { SchoolTagPicker } from './school-tag-picker';

export interface ComposeEdit {
  entryId: string;
  payload: PostPayload;
}

/**
 * The picked files that may join the images held: at most CIRCLE_LIMITS.POST_IMAGES_MAX in all, each made to
 * fit the upload limit (src/lib/image-fit.ts: jpg/png, a larger photo or a HEIC re-encoded), `onFitted` told
 * after each. Returns the files that fit and the first problem met, if any.
 */
export async function pickImages(
  held: number,
  files: readonly File[],
  onFitted: (done: number) => void,
): Promise<{ accepted: File[]; problem: string | null }> {
  const accepted: File[] = [];
  let problem: string | null = null;
  const room = Math.max(0, CIRCLE_LIMITS.POST_IMAGES_MAX - held);
  if (files.length > room) problem = CIRCLE_TEXT.TOO_MANY_IMAGES;
  const taken = files.slice(0, room);
  for (const [index, file] of taken.entries()) {
    try {
      accepted.push(await imageForUpload(file, browserCodec));
    } catch (failure) {
      problem ??= failure instanceof ImageFitError ? failure.message : MESSAGES.chatImageType;
    }
    onFitted(index + 1);
  }
  return { accepted, problem };
}

/**
 * 发帖: text with its counter, up to nine jpg/png images with previews, a topic. Sending queues the post in
 * the outbox (or, for 编辑 of a failed post, retries its entry with the new payload) and closes; the draft
 * stays when it could not be queued, and while the sheet is closed and opened again.
 */
export function ComposeSheet({
  open,
  edit,
  onClose,
}: {
  open: boolean;
  edit: ComposeEdit | null;
  onClose: () => void;
}) {
  const [text, setText] = useState(edit?.payload.content ?? '');
  const [images, setImages] = useState<LocalImage[]>(edit?.payload.files ?? []);
  const [topic, setTopic] = useState<CircleTopic | null>(edit?.payload.topic ?? null);
  const [school, setSchool] = useState<TaggedSchool | null>(edit?.payload.school ?? null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** Pictures being fitted to the upload limit: the progress line. */
  const [fitting, setFitting] = useState<{ done: number; total: number } | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.currentTarget.files ?? []);
    event.currentTarget.value = '';
    setError(null);
    setFitting({ done: 0, total: Math.min(picked.length, CIRCLE_LIMITS.POST_IMAGES_MAX - images.length) });
    const { accepted, problem } = await pickImages(images.length, picked, (done) =>
      setFitting((current) => current && { ...current, done }),
    );
    setFitting(null);
    setError(problem);
    const read = await Promise.all(
      accepted.map(async (file) => ({
        name: file.name,
        type: file.type || 'image/jpeg',
        bytes: await file.arrayBuffer(),
      })),
    );
    setImages((current) => [...current, ...read].slice(0, CIRCLE_LIMITS.POST_IMAGES_MAX));
  };

  const send = async () => {
    const content = text.trim();
    if (!content && images.length === 0) {
      setError(CIRCLE_TEXT.POST_EMPTY);
      return;
    }
    if (content.length > CIRCLE_LIMITS.POST_TEXT_MAX) {
      setError(CIRCLE_TEXT.POST_TOO_LONG);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      if (edit) {
        const payload: PostPayload = { id: edit.entryId, content, topic, school, files: images };
        await retry(edit.entryId, payload);
      } else {
        await addPost({ content, topic, school, files: images });
      }
      setText('');
      setImages([]);
      setTopic(null);
      setSchool(null);
      onClose();
    } catch {
      setError('保存失败，请检查设备存储空间后重试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogShell
      title={edit ? '编辑帖子' : '发帖'}
      onClose={onClose}
      open={open}
      placement={{ base: 'bottom', md: 'center' }}
      scrollBehavior="inside"
      maxW={{ base: '100%', md: 'lg' }}
      mx={{ base: '0', md: '3' }}
      mb={{ base: '0', md: 'auto' }}
      roundedBottom={{ base: 'none', md: 'l3' }}
      data-testid="circle-compose"
      close="关闭"
      footer={
        <DialogActions
          onCancel={onClose}
          confirmLabel="发布"
          loading={busy || fitting !== null}
          onConfirm={() => void send()}
        />
      }
    >
      <Stack gap="3">
        <Textarea
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="分享你的留学故事、经验或问题…"
          aria-label="帖子内容"
          maxLength={CIRCLE_LIMITS.POST_TEXT_MAX}
          rows={5}
          autoresize
        />
        <Text fontSize="xs" color="fg.muted" textAlign="end" data-testid="circle-compose-counter">
          {text.length}/{CIRCLE_LIMITS.POST_TEXT_MAX}
        </Text>
        <SimpleGrid columns={3} gap="2" maxW="360px">
          {images.map((image, index) => (
            <Box
              key={index}
              position="relative"
              aspectRatio="1"
              rounded="md"
              overflow="hidden"
              data-testid="circle-compose-image"
            >
              <LocalImageView image={image} alt={`已选图片 ${index + 1}`} />
              <CloseButton
                size="2xs"
                position="absolute"
                top="1"
                right="1"
                bg="blackAlpha.600"
                color="white"
                aria-label={`移除图片 ${index + 1}`}
                onClick={() => setImages((current) => current.filter((_, i) => i !== index))}
              />
            </Box>
          ))}
          {images.length < CIRCLE_LIMITS.POST_IMAGES_MAX && (
            <Button
              variant="outline"
              h="auto"
              aspectRatio="1"
              flexDirection="column"
              aria-label="添加图片"
              disabled={fitting !== null}
              onClick={() => input.current?.click()}
            >
              <ImageIcon />
              <Text fontSize="xs">
                {images.length}/{CIRCLE_LIMITS.POST_IMAGES_MAX}
              </Text>
            </Button>
          )}
        </SimpleGrid>
        <input
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          hidden
          data-testid="circle-image-input"
          onChange={(event) => void onFiles(event)}
        />
        <Stack gap="1.5">
          <Text fontSize="sm" fontWeight="medium">
            选择话题
          </Text>
          <HStack gap="2" wrap="wrap">
            {CIRCLE_TOPIC_CODES.map((code) => (
              <Button
                key={code}
                size="xs"
                rounded="full"
                colorPalette="brand"
                variant={topic === code ? 'solid' : 'outline'}
                aria-pressed={topic === code}
                onClick={() => {
                  setTopic(topic === code ? null : code);
                  setSchool(null);
                }}
              >
                {CIRCLE_TOPICS[code]}
              </Button>
            ))}
          </HStack>
        </Stack>
        <SchoolTagPicker
          school={school}
          onChange={(picked) => {
            setSchool(picked);
            if (picked) setTopic(null);
          }}
        />
        {fitting ? (
          <Text fontSize="sm" color="fg.muted" role="status" minH="5" data-testid="image-fitting">
            {MESSAGES.imageFitting(Math.min(fitting.done + 1, fitting.total), fitting.total)}
          </Text>
        ) : (
          <Text fontSize="sm" color="fg.error" role="alert" minH="5">
            {error}
          </Text>
        )}
      </Stack>
    </DialogShell>
  );
}
