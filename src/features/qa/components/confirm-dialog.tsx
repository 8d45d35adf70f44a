import { Button, Text } from '@chakra-ui/react';

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
        <>
          <Button variant="outline" onClick={onClose}>
            {QA_UI_TEXT.CANCEL}
          </Button>
          <Button colorPalette="red" onClick={onConfirm}>
            {confirm}
          </Button>
        </>
      }
    >
      <Text>{text}</Text>
    </DialogShell>
  );
}
