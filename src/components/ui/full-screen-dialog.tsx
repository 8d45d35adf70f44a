/**
 * A modal dialog that covers the whole screen, built on the browser's own `inert` instead of Chakra's
 * Dialog/Drawer machinery.
 *
 * The service selector opens over the first screen of a first visit. As a Chakra Drawer it ran zag's dialog
 * machine: a scroll lock that measures the page (a forced style and layout of the whole document), a layer
 * stack, a focus trap that lists every tabbable element, and aria-hidden set by walking the DOM: about half a
 * second of main-thread work on a phone (4x CPU), in the middle of the first screen's render. A dialog that
 * covers everything needs none of that measuring:
 *
 * - everything else in <body> is `inert` while it is open: no focus, no clicks, hidden from screen readers,
 *   so Tab stays in the dialog; what was inert before stays inert after;
 * - the page behind does not scroll (`overflow: hidden` on <html>; the dialog covers it, so no scrollbar
 *   width needs keeping);
 * - it takes the focus when it opens (the element itself, so a screen reader announces its title) and gives it
 *   back to what had it when it closes;
 * - Esc closes it (`onClose`), as Chakra's does; a click outside cannot happen (there is no outside).
 */
import { Box, Portal, type BoxProps } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';

export interface FullScreenDialogProps extends BoxProps {
  open: boolean;
  onClose: () => void;
  /** The id of the element that names the dialog (its title). */
  labelledBy: string;
  children: ReactNode;
}

export function FullScreenDialog({ open, onClose, labelledBy, children, ...rest }: FullScreenDialogProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const others = Array.from(document.body.children).filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && !element.contains(dialog) && !element.inert,
    );
    for (const element of others) element.inert = true;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    dialog.focus({ preventScroll: true });
    return () => {
      for (const element of others) element.inert = false;
      root.style.overflow = overflow;
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  if (!open) return null;
  return (
    <Portal>
      <Box
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        position="fixed"
        inset="0"
        zIndex="modal"
        overflowY="auto"
        overscrollBehavior="contain"
        outline="none"
        bg="bg"
        animationName="slide-from-top-full"
        animationDuration="moderate"
        animationTimingFunction="ease-out"
        _motionReduce={{ animation: 'none' }}
        {...rest}
      >
        {children}
      </Box>
    </Portal>
  );
}
