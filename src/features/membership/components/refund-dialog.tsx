import { Field, Text, Textarea } from '@chakra-ui/react';
import { FormField } from '@/components/ui/form-field';
import { useState, type FormEvent } from 'react';

import { DialogActions } from '@/components/ui/dialog-actions';
import { DialogShell } from '@/components/ui/dialog-shell';
import { Refusal } from '@/components/ui/refusal';
import { ORDER_LIMITS, ORDER_TEXT, refundApplyBodySchema, type OrderDetail } from '@/contract/order';
import { showToast } from '@/lib/toast';
import { useRefusable } from '@/lib/use-refusable';

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
  const { refusal, setRefusal, pending: sending, run } = useRefusable();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const parsed = refundApplyBodySchema.safeParse({ orderId: order.id, reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? ORDER_TEXT.REFUND_REASON_REQUIRED);
      return;
    }
    setError(null);
    await run(async () => {
      await applyRefund(parsed.data);
      showToast({ type: 'success', message: '退款申请已提交' });
      onApplied();
    });
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
        <DialogActions
          onCancel={onClose}
          confirmLabel="提交申请"
          form="refund-form"
          colorPalette="red"
          loading={sending}
        />
      }
    >
      <Text fontSize="sm" color="fg.muted" mb="3">
        订单号 {order.orderNo} · {feeText(order.fee)}
      </Text>
      <form id="refund-form" onSubmit={(e) => void submit(e)} noValidate>
        <FormField label="退款原因" error={error} required>
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
        </FormField>
        <Refusal mt="3" data-testid="refund-refusal">
          {refusal}
        </Refusal>
      </form>
    </DialogShell>
  );
}
