import { Button, Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { Refusal } from '@/components/ui/refusal';
import { FormField } from '@/components/ui/form-field';
import { useRef, useState, type FormEvent } from 'react';

import { OptionSelect } from '@/components/ui/option-select';
import type { UploadedFile } from '@/contract/chat';
import {
  checkPaperworkFile,
  PAPERWORK_KIND_LABEL,
  PAPERWORK_LIMITS,
  PAPERWORK_TEXT,
  paperworkAccept,
  paperworkTypes,
  type PaperworkAddBody,
  type PaperworkItem,
} from '@/contract/journey-paperwork';
import type { PaperworkKind } from '@/contract/journey';
import { MESSAGES } from '@/contract/validation';
import { ApiError } from '@/lib/http';
import { browserCodec, ImageFitError, imageForUpload, isHeic } from '@/lib/image-fit';
import { putPrivateFile } from '@/lib/private-file';

import { uploadDocument } from '../api/upload-document';
import { formatBytes } from './format';

/** A material that is a picture (a phone's photo of a document): made to fit the image limit before upload. */
function isPicture(kind: PaperworkKind, file: File): boolean {
  return kind === 'STUDENT_MATERIAL' && (/\.(?:jpe?g|png)$/i.test(file.name) || isHeic(file));
}

/** The document a new version is added to (its type is fixed). */
export interface VersionTarget {
  groupId: string;
  typeCode: string;
  title: string;
}

export interface PaperworkUploadFormProps {
  kind: PaperworkKind;
  /** The type chosen at first (a task asking for a transcript). */
  typeCode?: string;
  /** 上传新版本: the document's type and title are taken. */
  version?: VersionTarget;
  /** Adds the uploaded file (the student's own call, or the console's for a student). */
  submit: (body: PaperworkAddBody) => Promise<PaperworkItem>;
  onUploaded: (item: PaperworkItem) => void;
  onCancel?: () => void;
  submitLabel?: string;
}

type Phase = 'idle' | 'fitting' | 'uploading' | 'saving';

const PHASE_TEXT: Record<Exclude<Phase, 'idle'>, string> = {
  fitting: MESSAGES.imageFitting(1, 1),
  uploading: '正在上传文件…',
  saving: '正在保存…',
};

const reason = (failure: unknown) => (failure instanceof ApiError ? failure.message : String(failure));

/**
 * The upload form of a document: type, title, note and the file (.doc/.docx/.pdf, and jpg/png scans for
 * materials), checked here with the contract's messages before anything is sent; then the file goes to
 * minio/upload (its own Idempotency-Key) and the version is added. A refusal is shown in the form and
 * everything typed and picked stays; a file already uploaded is not sent again.
 */
export function PaperworkUploadForm({
  kind,
  typeCode: initialType,
  version,
  submit,
  onUploaded,
  onCancel,
  submitLabel = '上传',
}: PaperworkUploadFormProps) {
  const [typeCode, setTypeCode] = useState(version?.typeCode ?? initialType ?? '');
  const [title, setTitle] = useState(version?.title ?? '');
  const [note, setNote] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ type?: string; file?: string }>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  /** Changes after a success: the file input starts empty again. */
  const [round, setRound] = useState(0);
  /** The picked file's Idempotency-Key and, once stored, its upload (not sent twice). */
  const picked = useRef<{ file: File; key: string; uploaded?: UploadedFile } | null>(null);
  const types = paperworkTypes(kind);

  async function pick(chosen: File | null) {
    let next = chosen;
    setRefusal(null);
    if (next && isPicture(kind, next)) {
      setPhase('fitting');
      try {
        next = await imageForUpload(next, browserCodec);
      } catch (failure) {
        setFile(null);
        picked.current = null;
        const text = failure instanceof ImageFitError ? failure.message : PAPERWORK_TEXT.MATERIAL_TYPE;
        setErrors((current) => ({ ...current, file: text }));
        return;
      } finally {
        setPhase('idle');
      }
    }
    setFile(next);
    picked.current = next ? { file: next, key: crypto.randomUUID() } : null;
    setErrors((current) => ({
      ...current,
      file: next ? (checkPaperworkFile(kind, next) ?? undefined) : undefined,
    }));
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    if (phase !== 'idle') return;
    setRefusal(null);
    const found: { type?: string; file?: string } = {};
    if (!typeCode) found.type = PAPERWORK_TEXT.TYPE_REQUIRED;
    if (!file) found.file = PAPERWORK_TEXT.FILE_REQUIRED;
    else found.file = checkPaperworkFile(kind, file) ?? undefined;
    setErrors(found);
    const current = picked.current;
    if (found.type || found.file || !file || !current) return;
    try {
      setPhase('uploading');
      const uploaded = current.uploaded ?? (await uploadDocument(file, kind, current.key));
      current.uploaded = uploaded;
      // the own file shows and downloads without fetching it back
      void putPrivateFile(uploaded.filePreviewUrl, file);
      setPhase('saving');
      const item = await submit({
        kind,
        typeCode,
        fileId: uploaded.id,
        ...(title.trim() ? { title: title.trim() } : {}),
        ...(note.trim() ? { note: note.trim() } : {}),
        ...(version ? { groupId: version.groupId } : {}),
      });
      // ready for the next document (the same file cannot be added twice)
      picked.current = null;
      setFile(null);
      setTitle(version?.title ?? '');
      setNote('');
      setRound((n) => n + 1);
      onUploaded(item);
    } catch (failure) {
      setRefusal(reason(failure));
    } finally {
      setPhase('idle');
    }
  }

  const busy = phase !== 'idle';
  return (
    <form onSubmit={(e) => void send(e)} noValidate data-testid="paperwork-upload-form">
      <Stack gap="4">
        <FormField
          label={<>{PAPERWORK_KIND_LABEL[kind]}类型</>}
          error={errors.type}
          required
          disabled={!!version || busy}
        >
          <OptionSelect
            label={`${PAPERWORK_KIND_LABEL[kind]}类型`}
            name="typeCode"
            testId="paperwork-type"
            value={typeCode}
            placeholder="请选择类型"
            options={types.map(([value, label]) => ({ value, label }))}
            disabled={!!version || busy}
            invalid={!!errors.type}
            onChange={(value) => {
              setTypeCode(value);
              setErrors((e) => ({ ...e, type: undefined }));
            }}
          />
        </FormField>
        <Field.Root disabled={busy}>
          <Field.Label>标题</Field.Label>
          <Input
            name="title"
            value={title}
            maxLength={PAPERWORK_LIMITS.TITLE_MAX}
            placeholder="选填，默认为类型名称"
            onChange={(e) => setTitle(e.target.value)}
          />
        </Field.Root>
        <Field.Root disabled={busy}>
          <Field.Label>备注</Field.Label>
          <Textarea
            name="note"
            value={note}
            rows={2}
            maxLength={PAPERWORK_LIMITS.NOTE_MAX}
            placeholder="选填"
            onChange={(e) => setNote(e.target.value)}
          />
        </Field.Root>
        <FormField label="文件" error={errors.file} required disabled={busy}>
          <Input
            key={round}
            type="file"
            name="file"
            p="1"
            accept={paperworkAccept(kind)}
            data-testid="paperwork-file"
            onChange={(e) => void pick(e.target.files?.[0] ?? null)}
          />
          <Field.HelperText>
            {kind === 'PAPERWORK' ? '支持 .doc、.docx、.pdf，' : '支持 .doc、.docx、.pdf 与 jpg/png 扫描件，'}
            文件不超过10MB{kind === 'STUDENT_MATERIAL' ? '，图片不超过1MB' : ''}
          </Field.HelperText>
          {file && !errors.file && (
            <Text fontSize="sm" color="fg.muted" data-testid="paperwork-picked">
              {file.name} · {formatBytes(file.size)}
            </Text>
          )}
        </FormField>
        <Refusal data-testid="paperwork-refusal">{refusal}</Refusal>
        <HStack justify="flex-end" gap="2">
          {busy && (
            <Text fontSize="sm" color="fg.muted" data-testid="paperwork-phase" mr="auto">
              {PHASE_TEXT[phase]}
            </Text>
          )}
          {onCancel && (
            <Button variant="outline" onClick={onCancel} disabled={busy}>
              取消
            </Button>
          )}
          <Button type="submit" colorPalette="brand" loading={busy}>
            {submitLabel}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
