import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Phones narrower than 600 px get the dialog full screen. */
const FULL_SCREEN = '@media (max-width: 599px)';

/**
 * Full screen on phones: the dynamic viewport (100dvh: the browser's bars, and on Android the on-screen
 * keyboard through `interactive-widget=resizes-content` in index.html, are not covered), so what sits at
 * the bottom stays visible; the notch and the home indicator (viewport-fit=cover) keep their safe areas.
 */
const PHONE_DIALOG_STYLE = {
  width: '100vw',
  maxWidth: '100vw',
  height: '100dvh',
  maxHeight: '100dvh',
  margin: 0,
  borderRadius: 0,
  paddingTop: 'env(safe-area-inset-top, 0px)',
  paddingBottom: 'env(safe-area-inset-bottom, 0px)',
} as const;

export interface PanelDialogProps extends Omit<Dialog.ContentProps, 'children'> {
  onClose: () => void;
  /** The header row before the close button (it holds the Dialog.Title). */
  header: ReactNode;
  /** The close button's accessible name. */
  closeLabel: string;
  closeOnInteractOutside?: boolean;
  bodyProps?: Dialog.BodyProps;
  /** The body. */
  children: ReactNode;
  /** Laid over the header and body (inside the content box, after the body). */
  cover?: ReactNode;
}

/**
 * A large dialog that scrolls inside and is full screen on phones, with a bordered header row and a close
 * button at its end: the chat and order dialogs. The remaining props size the content box.
 */
export function PanelDialog({
  onClose,
  header,
  closeLabel,
  closeOnInteractOutside,
  bodyProps,
  children,
  cover,
  ...content
}: PanelDialogProps) {
  return (
    <Dialog.Root
      open
      onOpenChange={(event) => !event.open && onClose()}
      placement="center"
      scrollBehavior="inside"
      {...(closeOnInteractOutside === undefined ? {} : { closeOnInteractOutside })}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="100vw" css={{ [FULL_SCREEN]: PHONE_DIALOG_STYLE }} {...content}>
            <Dialog.Header borderBottomWidth="1px" py="3" px="4">
              {header}
              <Dialog.CloseTrigger asChild position="static" flexShrink={0}>
                <CloseButton size="sm" aria-label={closeLabel} />
              </Dialog.CloseTrigger>
            </Dialog.Header>
            <Dialog.Body {...bodyProps}>{children}</Dialog.Body>
            {cover}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
