import { Suspense, lazy, useEffect, useState } from 'react';

import { APP_EVENTS, onAppEvent, type OpenOrderDetail } from '@/lib/events';

import type { OrderRequest } from './order-dialog';

// The dialog loads on the first open: the initial JS stays as it was.
const OrderDialog = lazy(() => import('./order-dialog'));

/**
 * Mounted by the main layout for a logged-in user: opens the service-order dialog on APP_EVENTS.OPEN_ORDER
 * {orderId} (the chat's order bubble).
 */
export function OrderHost() {
  const [request, setRequest] = useState<OrderRequest | null>(null);

  useEffect(() => {
    let nonce = 0;
    return onAppEvent<OpenOrderDetail>(APP_EVENTS.OPEN_ORDER, (detail) => {
      nonce += 1;
      setRequest({ orderId: detail.orderId, nonce });
    });
  }, []);

  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <OrderDialog request={request} onClose={() => setRequest(null)} />
    </Suspense>
  );
}
