import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface DialogShellProps extends Omit<Dialog.ContentProps, 'title'> {
  title: ReactNode;
  /** Esc, a click outside (unless `closeOnInteractOutside` is false) and the × call it. */
  onClose: () => void;
  /** The body. */
  children: ReactNode;
  /** The buttons under the body. */
  footer?: ReactNode;
  /** Shown; most dialogs are mounted only while shown, so the default is open. */
  open?: boolean;
  /** 'alertdialog' for a confirmation. */
  role?: Dialog.RootProps['role'];
  size?: Dialog.RootProps['size'];
  placement?: Dialog.RootProps['placement'];
  scrollBehavior?: Dialog.RootProps['scrollBehavior'];
  closeOnInteractOutside?: boolean;
  /** The × in the corner: a close button with this accessible name, or `true` for the bare trigger. */
  close?: string | true;
  titleProps?: Dialog.TitleProps;
  bodyProps?: Dialog.BodyProps;
}

/**
 * A modal dialog with a title, a body and optional buttons: the one markup of the app's form, confirm and
 * preview dialogs (Chakra's Root, Backdrop, Positioner, Content, Header, Body, Footer in a Portal).
 * The remaining props style the content box (width, margins, test id).
 */
export function DialogShell({
  title,
  onClose,
  children,
  footer,
  open = true,
  role,
  size,
  placement = 'center',
  scrollBehavior,
  closeOnInteractOutside,
  close,
  titleProps,
  bodyProps,
  ...content
}: DialogShellProps) {
  // only the options given: an explicit undefined would replace the dialog's own default
  const options = Object.fromEntries(
    Object.entries({ role, size, scrollBehavior, closeOnInteractOutside }).filter(([, v]) => v !== undefined),
  );
  return (
    <Dialog.Root
      {...options}
      open={open}
      onOpenChange={(event) => !event.open && onClose()}
      placement={placement}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...content}>
            <Dialog.Header>
              <Dialog.Title {...titleProps}>{title}</Dialog.Title>
            </Dialog.Header>
            {close === true ? (
              <Dialog.CloseTrigger />
            ) : (
              close && (
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={close} />
                </Dialog.CloseTrigger>
              )
            )}
            <Dialog.Body {...bodyProps}>{children}</Dialog.Body>
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
