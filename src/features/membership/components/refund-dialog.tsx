import { Box, Button, Field, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';

import { DialogShell } from '@/components/ui/dialog-shell';
import { ORDER_LIMITS, ORDER_TEXT, refundApplyBodySchema, type OrderDetail } from '@/contract/order';
import { ApiError } from '@/lib/http';
import { showToast } from '@/lib/toast';

import { applyRefund } from '../api/apply-refund';
import { feeText } from './format';

/**
 * 申请退款 of an order in service: a reason (required, ORDER_LIMITS.REFUND_REASON_MAX), sent directly. A refusal
 * is shown in the dialog and the reason stays, so the student can change it and send again.
 */
export function RefundDialog({
  order,
  onClose,
  onApplied,
}: {
  order: OrderDetail;
  onClose: () => void;
  onApplied: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const parsed = refundApplyBodySchema.safeParse({ orderId: order.id, reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? ORDER_TEXT.REFUND_REASON_REQUIRED);
      return;
    }
    setError(null);
    setSending(true);
    try {
      await applyRefund(parsed.data);
      showToast({ type: 'success', message: '退款申请已提交' });
      onApplied();
    } catch (failure) {
      setRefusal(failure instanceof ApiError ? failure.message : String(failure));
    } finally {
      setSending(false);
    }
  }

  return (
    <DialogShell
      title={ORDER_TEXT.REFUND_APPLY}
      onClose={onClose}
      mx="3"
      maxW="md"
      data-testid="refund-dialog"
      close
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            取消
          </Button>
          <Button type="submit" form="refund-form" colorPalette="red" loading={sending}>
            提交申请
          </Button>
        </>
      }
    >
      <Text fontSize="sm" color="fg.muted" mb="3">
        订单号 {order.orderNo} · {feeText(order.fee)}
      </Text>
      <form id="refund-form" onSubmit={(e) => void submit(e)} noValidate>
        <Field.Root invalid={!!error} required>
          <Field.Label>退款原因</Field.Label>
          <Textarea
            name="reason"
            value={reason}
            rows={4}
            maxLength={ORDER_LIMITS.REFUND_REASON_MAX}
            placeholder="请说明申请退款的原因"
            onChange={(e) => setReason(e.target.value)}
          />
          <Field.HelperText>
            {reason.length}/{ORDER_LIMITS.REFUND_REASON_MAX}
          </Field.HelperText>
          {error && <Field.ErrorText role="alert">{error}</Field.ErrorText>}
        </Field.Root>
        {refusal && (
          <Box role="alert" color="fg.error" fontSize="sm" mt="3" data-testid="refund-refusal">
            {refusal}
          </Box>
        )}
      </form>
    </DialogShell>
  );
}
