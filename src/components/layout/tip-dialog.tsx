import { Button } from '@chakra-ui/react';

import { DialogShell } from '@/components/ui/dialog-shell';
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
    <DialogShell
      title={TIP_DIALOG_TEXT.title}
      onClose={onClose}
      open={open}
      role="alertdialog"
      mx="4"
      footer={
        <Button colorPalette="brand" onClick={onConfirm}>
          {TIP_DIALOG_TEXT.confirm}
        </Button>
      }
    >
      {TIP_DIALOG_TEXT.diyTip}
    </DialogShell>
  );
}
