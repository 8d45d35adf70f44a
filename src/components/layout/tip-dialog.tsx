import { Button, Dialog, Portal } from '@chakra-ui/react';

import { TIP_DIALOG_TEXT } from '@/contract/ui-text';

/**
 * The prompt dialog of SPEC section 2 (提示, "Tip" in the spec's English): one confirm button, which leads
 * where the upgrade is (`onConfirm`: the layout opens /personal?component=membership); closing it otherwise
 * (Esc, backdrop) only closes it.
 */
export function TipDialog({
  open,
  onClose,
  onConfirm = onClose,
}: {
  open: boolean;
  onClose: () => void;
  onConfirm?: () => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{TIP_DIALOG_TEXT.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{TIP_DIALOG_TEXT.diyTip}</Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={onConfirm}>
                {TIP_DIALOG_TEXT.confirm}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
