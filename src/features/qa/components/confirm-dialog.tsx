import { Text } from '@chakra-ui/react';

import { DialogActions } from '@/components/ui/dialog-actions';
import { DialogShell } from '@/components/ui/dialog-shell';
import { QA_UI_TEXT } from '@/features/qa/components/qa-ui-text';

/** Asks before an irreversible action (deleting one's question). */
export function ConfirmDialog({
  title,
  text,
  confirm,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  confirm: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <DialogShell
      title={title}
      onClose={onClose}
      role="alertdialog"
      mx="3"
      maxW="sm"
      data-testid="qa-confirm"
      footer={
        <DialogActions
          onCancel={onClose}
          cancelLabel={QA_UI_TEXT.CANCEL}
          confirmLabel={confirm}
          colorPalette="red"
          onConfirm={onConfirm}
        />
      }
    >
      <Text>{text}</Text>
    </DialogShell>
  );
}
