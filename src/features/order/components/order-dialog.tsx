import { Box, Button, Dialog, Grid, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

import { PrivateImage } from '@/components/chat/private-image';
import { PanelDialog } from '@/components/ui/panel-dialog';
import { LIMITS } from '@/contract/limits';
import { formatFen, ORDER_STATUS_NAMES, ORDER_TEXT, PAY_STATUS, type OrderDetail } from '@/contract/order';
import { APP_EVENTS, emitAppEvent, type PaySuccessDetail } from '@/lib/events';
import { connectSocket, onSocketEvent } from '@/lib/socket';
import { useQuery } from '@/lib/use-query';

import { getOrder } from '../api/get-order';
import { OrderPayment } from './order-payment';
import { ORDER_UI_TEXT } from './order-ui-text';

/** Long numbers and unbroken text wrap instead of widening the dialog. */
const WRAP_TEXT = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', wordBreak: 'break-word' } as const;

export interface OrderRequest {
  orderId: string;
  /** A new open of the same order loads it again. */
  nonce: number;
}

function formatTime(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString('zh-CN', { hour12: false });
}

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Grid
      templateColumns={{ base: '1fr', sm: '100px 1fr' }}
      gap={{ base: '0', sm: '3' }}
      data-testid={testId}
    >
      <Text color="fg.muted" fontSize="sm">
        {label}
      </Text>
      <Box minW="0">{children}</Box>
    </Grid>
  );
}

function CheckIcon() {
  return (
    <svg width="64" height="64" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.15" />
      <path
        d="M7 12.5l3.2 3.2L17 9"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function OrderBody({ order }: { order: OrderDetail }) {
  const paid = order.payStatus === PAY_STATUS.PAID;
  return (
    <Stack gap="3">
      <Row label={ORDER_UI_TEXT.PROVIDER}>
        <Text data-testid="order-provider">{order.providerName}</Text>
      </Row>
      <Row label={ORDER_UI_TEXT.ORDER_NO}>
        <Text data-testid="order-no" {...WRAP_TEXT}>
          {order.orderNo}
        </Text>
      </Row>
      <Row label={ORDER_UI_TEXT.SERVICE_CONTENT}>
        <Text data-testid="order-content" {...WRAP_TEXT}>
          {order.serviceContent}
        </Text>
      </Row>
      {order.serviceContentPreviewUrl && (
        <Row label={ORDER_UI_TEXT.ATTACHMENT}>
          <PrivateImage src={order.serviceContentPreviewUrl} alt={ORDER_UI_TEXT.ATTACHMENT} />
        </Row>
      )}
      <Row label={ORDER_UI_TEXT.FEE}>
        <Text fontWeight="semibold" color="brand.fg" data-testid="order-fee">
          {formatFen(order.fee)} {ORDER_UI_TEXT.FEE_UNIT}
        </Text>
      </Row>
      <Row label={ORDER_UI_TEXT.STATUS}>
        <Text data-testid="order-status">{ORDER_STATUS_NAMES[order.orderStatus]}</Text>
      </Row>
      {paid ? (
        <Stack gap="1" borderTopWidth="1px" pt="3" data-testid="order-paid">
          <Text fontWeight="semibold" color="green.fg">
            {ORDER_TEXT.ORDER_PAID}
          </Text>
          {order.paidAt && (
            <Text fontSize="sm" color="fg.muted">
              {ORDER_UI_TEXT.PAID_AT}: {formatTime(order.paidAt)}
            </Text>
          )}
        </Stack>
      ) : (
        <Box borderTopWidth="1px" pt="3">
          <OrderPayment order={order} />
        </Box>
      )}
    </Stack>
  );
}

/**
 * The service-order dialog (SPEC section 2 "Service-order dialog", 4 payment, 5 agreement, 9 QR 220 and
 * overlay 3 s): 订单详情, 900 px wide, full screen on phones. An unpaid order ('0') shows the payment part; a
 * socket `pay` for this orderNo shows the 支付成功 overlay, says APP_EVENTS.PAY_SUCCESS to the other slices
 * (the chat updates its order message) and closes the dialog after LIMITS.PAY_SUCCESS_OVERLAY_MS.
 * Loaded lazily by OrderHost (React.lazy).
 */
export default function OrderDialog({ request, onClose }: { request: OrderRequest; onClose: () => void }) {
  const { orderId, nonce } = request;
  const query = useQuery(`order:${orderId}:${nonce}`, (signal) => getOrder(orderId, signal));
  const order = query.data?.id === orderId ? query.data : undefined;
  const [succeeded, setSucceeded] = useState<{ nonce: number } | null>(null);
  const success = succeeded?.nonce === nonce;
  const orderNo = useRef<string | null>(null);
  const close = useRef(onClose);

  // in the commit that shows the order, not in a passive effect after it: a `pay` that arrives in between (the
  // client test's fake timers once held React's passive effects back) must already find this order's number
  useLayoutEffect(() => {
    orderNo.current = order?.orderNo ?? null;
    close.current = onClose;
  });

  useEffect(() => {
    void connectSocket();
    return onSocketEvent('pay', (event) => {
      if (event.orderNo !== orderNo.current) return;
      setSucceeded({ nonce });
      emitAppEvent<PaySuccessDetail>(APP_EVENTS.PAY_SUCCESS, event);
    });
  }, [nonce]);

  useEffect(() => {
    if (!success) return undefined;
    const timer = setTimeout(() => close.current(), LIMITS.PAY_SUCCESS_OVERLAY_MS);
    return () => clearTimeout(timer);
  }, [success]);

  return (
    <PanelDialog
      onClose={onClose}
      // a stray click or focus change while the phone scans the QR must not lose it: 关闭 or Esc close it
      closeOnInteractOutside={false}
      w="900px"
      maxH="90vh"
      position="relative"
      data-testid="order-dialog"
      closeLabel={ORDER_UI_TEXT.CLOSE}
      bodyProps={{ px: '4', py: '4' }}
      header={
        <Dialog.Title fontSize="md" flex="1">
          {ORDER_TEXT.DIALOG_TITLE}
        </Dialog.Title>
      }
      cover={
        success && (
          <Stack
            position="absolute"
            inset="0"
            zIndex="1"
            bg="bg"
            rounded="inherit"
            align="center"
            justify="center"
            gap="3"
            color="green.fg"
            role="status"
            data-testid="order-pay-success"
          >
            <CheckIcon />
            <Text fontSize="xl" fontWeight="semibold">
              {ORDER_TEXT.PAY_SUCCESS}
            </Text>
          </Stack>
        )
      }
    >
      {!order && !query.error && (
        <Stack align="center" py="10" gap="2">
          <Spinner />
          <Text color="fg.muted" fontSize="sm">
            {ORDER_UI_TEXT.LOADING}
          </Text>
        </Stack>
      )}
      {!order && query.error && (
        <Stack align="center" py="10" gap="3">
          <Text color="fg.error" role="alert" data-testid="order-error">
            {query.error}
          </Text>
          <Button size="sm" variant="outline" onClick={query.refetch}>
            {ORDER_UI_TEXT.RETRY}
          </Button>
        </Stack>
      )}
      {order && <OrderBody key={`${order.id}:${nonce}`} order={order} />}
    </PanelDialog>
  );
}
