import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';

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
    <Dialog.Root open role="alertdialog" onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3" maxW="sm" data-testid="paperwork-confirm">
            <Dialog.Header>
              <Dialog.Title>确认删除</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{text}</Text>
            </Dialog.Body>
            <Dialog.Footer>
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
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
