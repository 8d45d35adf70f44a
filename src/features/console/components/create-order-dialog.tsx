import { Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { FormField } from '@/components/ui/form-field';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';

import { DialogActions } from '@/components/ui/dialog-actions';
import { DialogShell } from '@/components/ui/dialog-shell';
import { Refusal } from '@/components/ui/refusal';
import { consoleOrderBodySchema, ORDER_LIMITS, ORDER_TEXT } from '@/contract/order';
import { checkChatImage } from '@/contract/validation';
import { showToast } from '@/lib/toast';
import { useRefusable } from '@/lib/use-refusable';

import { createConsoleOrder } from '../api/create-console-order';
import { uploadOrderAttachment } from '../api/upload-order-attachment';
import { yuanToFen } from './fee';
import { CONSOLE_ORDER_TEXT as TEXT } from './order-text';

type FieldName = 'serviceContent' | 'fee' | 'attachment';

/**
 * 创建订单 in a conversation: service content and 费用（元） (converted to fen). Success closes the form (the
 * order message arrives in the conversation through the chat socket); a refusal keeps what was typed and
 * shows the server's reason.
 */
export function CreateOrderDialog({ roomCode, onClose }: { roomCode: string; onClose: () => void }) {
  const [serviceContent, setServiceContent] = useState('');
  const [fee, setFee] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const { refusal, setRefusal, pending: sending, run } = useRefusable();
  const [attachment, setAttachment] = useState<File | null>(null);
  // one upload key per picked file: a second 发送订单 after a lost answer stores the file once
  const uploadKey = useRef(crypto.randomUUID());

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0] ?? null;
    event.currentTarget.value = '';
    const problem = file ? checkChatImage(file) : null;
    setErrors((current) => ({ ...current, attachment: problem ?? undefined }));
    if (problem) return;
    uploadKey.current = crypto.randomUUID();
    setAttachment(file);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const fen = yuanToFen(fee);
    const parsed = consoleOrderBodySchema.safeParse({
      roomCode,
      serviceContent,
      fee: fen ?? 0,
      attachmentUrl: null,
    });
    const next: Partial<Record<FieldName, string>> = {};
    if (fen === null) next.fee = ORDER_TEXT.FEE_INVALID;
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const name = issue.path[0];
        if (name === 'serviceContent' || name === 'fee') next[name] ??= issue.message;
      }
    }
    setErrors(next);
    if (!parsed.success || fen === null) return;
    const body = parsed.data;
    await run(async () => {
      const attachmentUrl = attachment ? await uploadOrderAttachment(attachment, uploadKey.current) : null;
      await createConsoleOrder({ ...body, attachmentUrl });
      showToast({ type: 'success', message: TEXT.created });
      onClose();
    });
  }

  return (
    <DialogShell
      title={ORDER_TEXT.CREATE_ORDER}
      onClose={onClose}
      mx="3"
      maxW="md"
      data-testid="create-order-dialog"
      close
      footer={
        <DialogActions
          onCancel={onClose}
          cancelLabel={TEXT.cancel}
          confirmLabel={TEXT.submit}
          form="create-order-form"
          loading={sending}
        />
      }
    >
      <form id="create-order-form" onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="4">
          <FormField label={TEXT.serviceContent} error={errors.serviceContent} required>
            <Textarea
              name="serviceContent"
              value={serviceContent}
              rows={5}
              maxLength={ORDER_LIMITS.SERVICE_CONTENT_MAX}
              onChange={(e) => setServiceContent(e.target.value)}
            />
            <Field.HelperText>
              {serviceContent.length}/{ORDER_LIMITS.SERVICE_CONTENT_MAX}
            </Field.HelperText>
          </FormField>
          <FormField label={TEXT.fee} error={errors.fee} required>
            <Input
              name="fee"
              value={fee}
              inputMode="decimal"
              placeholder={TEXT.feePlaceholder}
              onChange={(e) => setFee(e.target.value)}
            />
          </FormField>
          <FormField label={TEXT.attachment} error={errors.attachment}>
            <Input
              type="file"
              accept="image/jpeg,image/png"
              size="sm"
              p="1"
              aria-label={TEXT.attachment}
              onChange={pick}
              data-testid="create-order-attachment"
            />
            {attachment && (
              <Field.HelperText data-testid="create-order-attachment-name">
                {attachment.name}
              </Field.HelperText>
            )}
          </FormField>
          <Refusal data-testid="create-order-refusal">{refusal}</Refusal>
          <Text fontSize="xs" color="fg.muted">
            订单会以消息发送到当前会话，学生在会话中查看并支付。
          </Text>
        </Stack>
      </form>
    </DialogShell>
  );
}
