import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { DialogShell } from '@/components/ui/dialog-shell';

/** 确认删除 of one version. */
export function ConfirmRemoveDialog({
  text,
  onConfirm,
  onClose,
}: {
  text: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <DialogShell
      title="确认删除"
      onClose={onClose}
      role="alertdialog"
      mx="3"
      maxW="sm"
      data-testid="paperwork-confirm"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            取消
          </Button>
          <Button
            colorPalette="red"
            loading={busy}
            onClick={() => {
              setBusy(true);
              onConfirm().finally(() => setBusy(false));
            }}
          >
            删除
          </Button>
        </>
      }
    >
      <Text>{text}</Text>
    </DialogShell>
  );
}
