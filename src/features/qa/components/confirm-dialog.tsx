import { Button, Dialog, Portal, Text } from '@chakra-ui/react';

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
    <Dialog.Root open role="alertdialog" onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3" maxW="sm" data-testid="qa-confirm">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{text}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {QA_UI_TEXT.CANCEL}
              </Button>
              <Button colorPalette="red" onClick={onConfirm}>
                {confirm}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
