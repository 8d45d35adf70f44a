import { Button, Dialog, Portal } from '@chakra-ui/react';

export const DIY_TIP_TEXT = '您当前选择的是DIY申请模式，VIP服务需要先到个人空间升级会员后才能使用。';

/** The prompt dialog titled Tip (SPEC section 2): one confirm button. */
export function TipDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Tip</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{DIY_TIP_TEXT}</Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={onClose}>
                确定
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
