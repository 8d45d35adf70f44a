import { Box, Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';

import { PersonAvatar } from '@/components/ui/person-avatar';
import { CHAT_TEXT } from '@/contract/chat';
import { formatFen } from '@/contract/order';
import { CHAT_UI_TEXT } from '@/contract/ui-text';
import { APP_EVENTS, emitAppEvent, type OpenOrderDetail } from '@/lib/events';

import { isUnpaid, parseOrderMessage, type ChatItem } from './chat-item';
import { LocalImagePreview, PrivateImage } from './private-image';

/**
 * Message text keeps its line breaks and wraps anywhere when it must: a long URL or an unbroken string never
 * widens the bubble past the screen (overflow-wrap: anywhere also lets the bubble's min-content shrink).
 */
export const WRAP_TEXT = {
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  wordBreak: 'break-word',
} as const;

/**
 * An order message (SPEC section 3): '您有一个待支付订单' or '订单已支付' by payStatus, its number and fee. It is a
 * button: APP_EVENTS.OPEN_ORDER {orderId} opens the service-order dialog (src/features/order).
 */
function OrderBody({ message }: { message: string }) {
  const order = parseOrderMessage(message);
  if (!order) return <Text {...WRAP_TEXT}>{message}</Text>;
  const open = () => emitAppEvent<OpenOrderDetail>(APP_EVENTS.OPEN_ORDER, { orderId: String(order.id) });
  return (
    <chakra.button
      type="button"
      onClick={open}
      textAlign="start"
      cursor="pointer"
      display="flex"
      flexDirection="column"
      gap="1"
      data-testid="chat-order"
      data-pay-status={order.payStatus}
    >
      <Text fontWeight="semibold">{isUnpaid(order) ? CHAT_TEXT.ORDER_UNPAID : CHAT_TEXT.ORDER_PAID}</Text>
      <Text fontSize="xs" opacity={0.8}>
        {CHAT_UI_TEXT.orderNo}: {order.orderNo}
      </Text>
      <Text fontSize="xs" opacity={0.8}>
        {CHAT_UI_TEXT.fee}: {formatFee(order.fee)}
        {CHAT_UI_TEXT.feeUnit}
      </Text>
    </chakra.button>
  );
}

/**
 * An order message's fee: integer fen on the wire (src/contract/order.ts), shown in 元 with 2 decimals and
 * thousands separators (SPEC section 2, service-order dialog).
 */
export function formatFee(fee: string | number): string {
  const value = typeof fee === 'number' ? fee : Number(fee);
  if (!Number.isFinite(value)) return String(fee);
  return formatFen(value);
}

function Body({ item }: { item: ChatItem }) {
  if (item.msgType === 'image') {
    if (item.localImage)
      return <LocalImagePreview id={item.key} image={item.localImage} alt={CHAT_UI_TEXT.imageAlt} />;
    return <PrivateImage src={item.message} alt={CHAT_UI_TEXT.imageAlt} />;
  }
  if (item.msgType === 'order') return <OrderBody message={item.message} />;
  return (
    <Text {...WRAP_TEXT} data-testid="chat-text">
      {item.message}
    </Text>
  );
}

function timeLabel(sendTime: string | null): string | null {
  if (!sendTime) return null;
  const date = new Date(sendTime);
  if (Number.isNaN(date.getTime())) return null;
  const sameDay = date.toDateString() === new Date().toDateString();
  return sameDay
    ? date.toLocaleTimeString('zh-CN', { hour: '2-digit', minute: '2-digit' })
    : date.toLocaleString('zh-CN', { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
}

export interface MessageBubbleProps {
  item: ChatItem;
  own: boolean;
  name: string;
  onRetry?: (key: string) => void;
  /** Removes a failed send (its outbox entry). */
  onDiscard?: (key: string) => void;
}

/**
 * One message: own on the right, the other party's on the left; under own ones sent from this device the
 * delivery state (发送中, 已发送, 发送失败 with 重试 and 删除).
 */
export function MessageBubble({ item, own, name, onRetry, onDiscard }: MessageBubbleProps) {
  const time = timeLabel(item.sendTime);
  return (
    <HStack
      align="flex-start"
      // row-reverse puts the start on the right: own messages sit on the right edge
      justify="flex-start"
      flexDirection={own ? 'row-reverse' : 'row'}
      gap="2"
      data-testid="chat-message"
      data-own={own ? 'true' : 'false'}
      data-delivery={item.delivery}
    >
      <PersonAvatar
        size="sm"
        colorPalette={own ? 'brand' : 'gray'}
        flexShrink={0}
        name={name}
        src={item.avatarUrl}
      />
      <Stack gap="1" align={own ? 'flex-end' : 'flex-start'} maxW="75%" minW="0">
        {time && (
          <Text fontSize="xs" color="fg.subtle">
            {time}
          </Text>
        )}
        <Box
          px="3"
          py="2"
          maxW="100%"
          rounded="lg"
          bg={own ? 'brand.solid' : 'bg.muted'}
          color={own ? 'brand.contrast' : 'fg'}
          opacity={item.delivery === 'sent' ? 1 : 0.85}
        >
          <Body item={item} />
        </Box>
        {own && (item.delivery === 'pending' || item.delivery === 'sending') && (
          <Text fontSize="xs" color="fg.muted" data-testid="chat-delivery">
            {CHAT_TEXT.SENDING}
          </Text>
        )}
        {own && item.delivery === 'sent' && item.acknowledged && (
          <Text fontSize="xs" color="fg.muted" data-testid="chat-delivery">
            {CHAT_TEXT.SENT}
          </Text>
        )}
        {own && item.delivery === 'failed' && (
          <HStack gap="2" data-testid="chat-delivery">
            <Text fontSize="xs" color="fg.error" title={item.error ?? undefined} {...WRAP_TEXT}>
              {CHAT_TEXT.FAILED}
              {item.error ? `: ${item.error}` : ''}
            </Text>
            {onRetry && (
              <Button size="2xs" variant="outline" onClick={() => onRetry(item.key)}>
                {CHAT_TEXT.RETRY}
              </Button>
            )}
            {onDiscard && (
              <Button size="2xs" variant="ghost" onClick={() => onDiscard(item.key)}>
                {CHAT_TEXT.DISCARD}
              </Button>
            )}
          </HStack>
        )}
      </Stack>
    </HStack>
  );
}
