import { Text } from '@chakra-ui/react';

import { DialogActions } from '@/components/ui/dialog-actions';
import { DialogShell } from '@/components/ui/dialog-shell';

/** Asks before an irreversible action (deleting one's question, refunding an order). */
export function ConfirmDialog({
  title,
  text,
  confirm,
  onConfirm,
  onClose,
  loading = false,
  testId = 'confirm-dialog',
}: {
  title: string;
  text: string;
  confirm: string;
  onConfirm: () => void;
  onClose: () => void;
  loading?: boolean;
  testId?: string;
}) {
  return (
    <DialogShell
      title={title}
      onClose={onClose}
      role="alertdialog"
      mx="3"
      maxW="sm"
      data-testid={testId}
      footer={
        <DialogActions
          onCancel={onClose}
          cancelLabel="取消"
          confirmLabel={confirm}
          colorPalette="red"
          loading={loading}
          onConfirm={onConfirm}
        />
      }
    >
      <Text>{text}</Text>
    </DialogShell>
  );
}
