import { Badge, Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { ListQuery } from '@/components/ui/list-states';
import { Pager } from '@/components/ui/pager';
import { ORDER_STATUS, ORDER_TEXT, type OrderDetail } from '@/contract/order';
import { APP_EVENTS, emitAppEvent, type OpenOrderDetail } from '@/lib/events';
import { formatDateTime } from '@/lib/format';
import { useQuery } from '@/lib/use-query';

import { getMyOrders } from '../api/get-my-orders';
import { feeText, STATUS_PALETTE, statusName } from './format';
import { RefundDialog } from './refund-dialog';
import { usePaymentRefresh } from './use-payment-refresh';

const PAGE_SIZE = 10;

/** One order: who provides it, what (as text), the fee, the status and its times, and what can be done. */
function OrderCard({ order, onRefund }: { order: OrderDetail; onRefund: () => void }) {
  const refundState =
    order.orderStatus === ORDER_STATUS.REFUNDING || order.orderStatus === ORDER_STATUS.REFUNDED;
  return (
    <Box as="article" borderWidth="1px" rounded="lg" p="4" data-testid="my-order">
      <Flex direction={{ base: 'column', sm: 'row' }} gap="3" justify="space-between">
        <Stack gap="1.5" minW="0" flex="1">
          <HStack gap="2" flexWrap="wrap">
            <Text fontWeight="semibold" data-testid="order-provider">
              {order.providerName}
            </Text>
            <Badge colorPalette={STATUS_PALETTE[order.orderStatus]} data-testid="order-status">
              {statusName(order.orderStatus)}
            </Badge>
          </HStack>
          <Text whiteSpace="pre-wrap" wordBreak="break-word" data-testid="order-content">
            {order.serviceContent}
          </Text>
          <Text fontWeight="semibold" color="brand.600" data-testid="order-fee">
            {feeText(order.fee)}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            订单号 {order.orderNo} · 创建于{' '}
            <time dateTime={order.createTime}>{formatDateTime(order.createTime)}</time>
            {order.paidAt && (
              <>
                {' '}
                · 支付于 <time dateTime={order.paidAt}>{formatDateTime(order.paidAt)}</time>
              </>
            )}
          </Text>
          {refundState && order.refundReason && (
            <Text fontSize="sm" color="fg.muted" whiteSpace="pre-wrap" wordBreak="break-word">
              退款原因：{order.refundReason}
            </Text>
          )}
          {order.refundNote && (
            <Text
              fontSize="sm"
              color="fg.muted"
              whiteSpace="pre-wrap"
              wordBreak="break-word"
              data-testid="order-note"
            >
              处理说明：{order.refundNote}
            </Text>
          )}
        </Stack>
        <HStack gap="2" align="flex-start" flexShrink={0}>
          {order.orderStatus === ORDER_STATUS.PENDING && (
            <Button
              size="sm"
              colorPalette="brand"
              onClick={() => emitAppEvent<OpenOrderDetail>(APP_EVENTS.OPEN_ORDER, { orderId: order.id })}
            >
              去支付
            </Button>
          )}
          {order.orderStatus === ORDER_STATUS.IN_SERVICE && (
            <Button size="sm" variant="outline" colorPalette="red" onClick={onRefund}>
              {ORDER_TEXT.REFUND_APPLY}
            </Button>
          )}
        </HStack>
      </Flex>
    </Box>
  );
}

/** 我的订单 (/personal?component=orders): the student's orders, a page at a time. */
export function MyOrders() {
  const [page, setPage] = useState(1);
  const [refunding, setRefunding] = useState<OrderDetail | null>(null);
  const result = useQuery(`my-orders:${page}`, (signal) =>
    getMyOrders({ pageIndex: page, pageSize: PAGE_SIZE }, signal),
  );
  usePaymentRefresh(result.refetch);

  return (
    <Stack gap="4" data-testid="my-orders">
      <Heading as="h2" size="lg">
        {ORDER_TEXT.MY_ORDERS}
      </Heading>
      <ListQuery
        result={result}
        skeleton={{ rows: 3, height: '28' }}
        empty={{ title: '还没有订单', text: '顾问在会话中为你创建的服务订单和开通的会员会显示在这里。' }}
      >
        {(data) => (
          <Stack gap="3" opacity={result.loading ? 0.6 : 1}>
            {data.list.map((order) => (
              <OrderCard key={order.id} order={order} onRefund={() => setRefunding(order)} />
            ))}
            <Pager page={page} total={data.total} pageSize={PAGE_SIZE} onChange={setPage} />
          </Stack>
        )}
      </ListQuery>
      {refunding && (
        <RefundDialog
          order={refunding}
          onClose={() => setRefunding(null)}
          onApplied={() => {
            setRefunding(null);
            result.refetch();
          }}
        />
      )}
    </Stack>
  );
}
