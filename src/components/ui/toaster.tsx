import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';
import { useEffect } from 'react';

import { TOAST_TEXT } from '@/contract/ui-text';
import { setToastSink } from '@/lib/toast';

export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 4 });

/** Renders toasts and connects the UI-agnostic toast queue of src/lib/toast.ts to Chakra. */
export function Toaster() {
  useEffect(() => {
    // Chakra's toaster (zag's toast group) follows its store from a microtask after its own mount, and a toast
    // created before that stays in the store without showing: the 登录过期 toast of a session found revoked while
    // the first screen renders. The sink (and the toasts queued until now) comes in the next task.
    const timer = setTimeout(() => {
      setToastSink({
        create: (t) => {
          toaster.create({
            id: t.id,
            type: t.type,
            description: t.message,
            duration: t.duration,
            closable: true,
          });
        },
        isVisible: (id) => toaster.isVisible(id),
      });
    }, 0);
    return () => {
      clearTimeout(timer);
      setToastSink(null);
    };
  }, []);
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} aria-label={TOAST_TEXT.region}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast" data-type={toast.type}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label={TOAST_TEXT.close} />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
