import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';

import {
  formatFen,
  ORDER_LIMITS,
  ORDER_STATUS,
  ORDER_STATUS_NAMES,
  ORDER_TEXT,
  PAY_STATUS,
} from '@/contract/order';
import { refreshCurrentUser } from '@/lib/current-user';
import { APP_EVENTS, emitAppEvent, type OpenOrderDetail, type PaySuccessDetail } from '@/lib/events';
import { connectSocket, onSocketEvent } from '@/lib/socket';
import { useQuery } from '@/lib/use-query';

import { getOrder } from '../api/get-order';
import { ORDER_UI_TEXT } from './order-ui-text';

/**
 * 支付结果 (/order/result?id=): where a gateway's mobile cashier brings the student back. The return proves
 * nothing: the page shows 支付成功 only once the server has the gateway's notify (the order's payStatus), asking
 * for the order every PAY_RESULT_POLL_MS and at once on a socket `pay` for it; 等待支付结果… meanwhile. After
 * PAY_RESULT_WAIT_MS it says the result is late and offers 刷新; 继续支付 (the order dialog) is there throughout, for
 * a student who gave up at the cashier.
 */
export function PayResult({ orderId }: { orderId: string }) {
  const query = useQuery(`order:${orderId}:result`, (signal) => getOrder(orderId, signal));
  const order = query.data?.id === orderId ? query.data : undefined;
  const paid = order?.payStatus === PAY_STATUS.PAID;
  const awaiting = order !== undefined && !paid && order.orderStatus === ORDER_STATUS.PENDING;
  const [since, setSince] = useState(() => Date.now());
  const [late, setLate] = useState(false);
  const orderNo = useRef<string | null>(null);
  const refetch = useRef(query.refetch);

  useEffect(() => {
    orderNo.current = order?.orderNo ?? null;
    refetch.current = query.refetch;
  });

  useEffect(() => {
    if (!awaiting || late) return undefined;
    const timer = setInterval(() => {
      if (Date.now() - since >= ORDER_LIMITS.PAY_RESULT_WAIT_MS) setLate(true);
      else refetch.current();
    }, ORDER_LIMITS.PAY_RESULT_POLL_MS);
    return () => clearInterval(timer);
  }, [awaiting, late, since]);

  useEffect(() => {
    void connectSocket();
    return onSocketEvent('pay', (event) => {
      if (event.orderNo !== orderNo.current) return;
      emitAppEvent<PaySuccessDetail>(APP_EVENTS.PAY_SUCCESS, event);
      refetch.current();
    });
  }, []);

  // a paid plan changes the student (vipLevel: the task menu); the app restarted on the way back from the cashier
  useEffect(() => {
    if (paid) void refreshCurrentUser();
  }, [paid]);

  const waitAgain = () => {
    setSince(Date.now());
    setLate(false);
    query.refetch();
  };

  if (!order) {
    return (
      <Stack align="center" py="10" gap="3" data-testid="pay-result">
        {query.error ? (
          <>
            <Text color="fg.error" role="alert">
              {query.error}
            </Text>
            <Button variant="outline" onClick={query.refetch}>
              {ORDER_UI_TEXT.RETRY}
            </Button>
          </>
        ) : (
          <>
            <Spinner />
            <Text color="fg.muted">{ORDER_UI_TEXT.LOADING}</Text>
          </>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="5" maxW="md" mx="auto" py="4" data-testid="pay-result" aria-live="polite">
      <Stack align="center" gap="3" textAlign="center" role="status">
        {paid ? (
          <Text fontSize="2xl" fontWeight="semibold" color="green.fg" data-testid="pay-result-success">
            ✓ {ORDER_TEXT.PAY_SUCCESS}
          </Text>
        ) : awaiting && !late ? (
          <>
            <Spinner size="lg" />
            <Text fontSize="lg" data-testid="pay-result-waiting">
              {ORDER_TEXT.PAY_WAITING}
            </Text>
          </>
        ) : awaiting ? (
          <Text data-testid="pay-result-late">{ORDER_TEXT.PAY_WAITING_LONG}</Text>
        ) : (
          <Text fontSize="lg">{ORDER_STATUS_NAMES[order.orderStatus]}</Text>
        )}
      </Stack>
      <Stack gap="2" borderWidth="1px" rounded="lg" p="4" fontSize="sm">
        <Text>
          {ORDER_UI_TEXT.ORDER_NO}：{order.orderNo}
        </Text>
        <Text>
          {ORDER_UI_TEXT.FEE}：{formatFen(order.fee)} {ORDER_UI_TEXT.FEE_UNIT}
        </Text>
        <Text color="fg.muted" lineClamp={2}>
          {order.serviceContent}
        </Text>
      </Stack>
      {/* 继续支付 at once: a student who cancelled at the cashier comes back here too */}
      {awaiting && (
        <Stack gap="3">
          {late && (
            <Button size="lg" minH="12" colorPalette="brand" onClick={waitAgain}>
              {ORDER_TEXT.PAY_REFRESH}
            </Button>
          )}
          <Button
            size="lg"
            minH="12"
            variant="outline"
            onClick={() => emitAppEvent<OpenOrderDetail>(APP_EVENTS.OPEN_ORDER, { orderId: order.id })}
          >
            {ORDER_TEXT.PAY_AGAIN}
          </Button>
        </Stack>
      )}
      {!awaiting && (
        <Button asChild size="lg" minH="12" variant={paid ? 'solid' : 'outline'} colorPalette="brand">
          <Link to="/personal" search={{ component: 'orders' }}>
            {ORDER_TEXT.MY_ORDERS}
          </Link>
        </Button>
      )}
    </Stack>
  );
}
