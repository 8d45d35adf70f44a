import { Button, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';

import { DialogActions } from '@/components/ui/dialog-actions';
import { DialogShell } from '@/components/ui/dialog-shell';
import {
  CIRCLE_LIMITS,
  CIRCLE_REPORT_REASONS,
  CIRCLE_TEXT,
  type CircleReportBody,
  type CircleReportReason,
} from '@/contract/circle';
import { showToast } from '@/lib/toast';

import { reportItem } from '../api/report-item';
import { useLoginGate } from './use-login-gate';

const REASONS = Object.entries(CIRCLE_REPORT_REASONS) as [CircleReportReason, string][];

/** 转发: a sheet with optional text. */
export function ForwardSheet({ onClose, onSend }: { onClose: () => void; onSend: (text: string) => void }) {
  const [text, setText] = useState('');
  return (
    <DialogShell
      title="转发"
      onClose={onClose}
      mx="3"
      maxW="md"
      data-testid="circle-forward-sheet"
      close
      footer={<DialogActions onCancel={onClose} confirmLabel="转发" onConfirm={() => onSend(text.trim())} />}
    >
      <Textarea
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="说点什么（可不填）"
        aria-label="转发内容"
        maxLength={CIRCLE_LIMITS.POST_TEXT_MAX}
        rows={3}
      />
    </DialogShell>
  );
}

/**
 * 举报 of a post or comment: one of CIRCLE_REPORT_REASONS. Choosing one closes the dialog, hides the item
 * for the reporter at once (`onHide`) and queues the report.
 */
export function ReportDialog({
  target,
  onHide,
  onClose,
}: {
  target: Pick<CircleReportBody, 'targetType' | 'targetId'>;
  onHide: () => void;
  onClose: () => void;
}) {
  const gate = useLoginGate();
  const onReport = (reason: CircleReportReason) =>
    gate(async () => {
      onClose();
      onHide();
      showToast({ type: 'success', message: CIRCLE_TEXT.REPORTED });
      await reportItem({ ...target, reason, detail: '' });
    });
  return (
    <DialogShell title="举报" onClose={onClose} mx="3" maxW="sm" data-testid="circle-report-dialog" close>
      <Text fontSize="sm" color="fg.muted" mb="3">
        请选择举报原因
      </Text>
      <Stack gap="2">
        {REASONS.map(([code, label]) => (
          <Button key={code} variant="outline" justifyContent="flex-start" onClick={() => onReport(code)}>
            {label}
          </Button>
        ))}
      </Stack>
    </DialogShell>
  );
}
