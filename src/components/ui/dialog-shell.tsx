import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useState, type ReactElement, type ReactNode } from 'react';

type RootProps = Pick<Dialog.RootProps, 'role' | 'size' | 'scrollBehavior'>;

/**
 * A dialog that is open while mounted, centred: title, the body, an optional footer of buttons; closing it
 * (Esc, the backdrop, the ✕ when `closable`, or the button given as `closable`) calls onClose. `content` and `body` style those parts.
 */
export function DialogShell({
  title,
  onClose,
  children,
  footer,
  closable = false,
  testId,
  content,
  body,
  titleProps,
  ...root
}: RootProps & {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  closable?: boolean | ReactElement;
  testId?: string;
  content?: Dialog.ContentProps;
  body?: Dialog.BodyProps;
  titleProps?: Dialog.TitleProps;
}) {
  // only the props given: an undefined one would replace the dialog's default (its role is `dialog`)
  const given = Object.fromEntries(Object.entries(root).filter(([, value]) => value !== undefined));
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center" {...given}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3" data-testid={testId} {...content}>
            <Dialog.Header>
              <Dialog.Title {...titleProps}>{title}</Dialog.Title>
            </Dialog.Header>
            {closable === true ? (
              <Dialog.CloseTrigger />
            ) : (
              closable && <Dialog.CloseTrigger asChild>{closable}</Dialog.CloseTrigger>
            )}
            <Dialog.Body {...body}>{children}</Dialog.Body>
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * Asks before an irreversible action: title, text, 取消 and the confirm button (red). While a promise of
 * onConfirm runs, the confirm button spins and 取消 waits.
 */
export function ConfirmDialog({
  title,
  text,
  confirm,
  onConfirm,
  onClose,
  testId,
}: {
  title: string;
  text: string;
  confirm: string;
  onConfirm: () => void | Promise<void>;
  onClose: () => void;
  testId: string;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <DialogShell
      role="alertdialog"
      title={title}
      onClose={onClose}
      testId={testId}
      content={{ maxW: 'sm' }}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            取消
          </Button>
          <Button
            colorPalette="red"
            loading={busy}
            onClick={() => {
              const done = onConfirm();
              if (!done) return;
              setBusy(true);
              void done.finally(() => setBusy(false));
            }}
          >
            {confirm}
          </Button>
        </>
      }
    >
      <Text>{text}</Text>
    </DialogShell>
  );
}
