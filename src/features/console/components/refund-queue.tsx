import { Badge, Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListQuery } from '@/components/ui/list-states';
import {
  formatFen,
  ORDER_LIMITS,
  ORDER_STATUS,
  ORDER_STATUS_NAMES,
  ORDER_TEXT,
  type ConsoleRefund,
} from '@/contract/order';
import { ApiError } from '@/lib/http';
import { showToast } from '@/lib/toast';
import { useQuery } from '@/lib/use-query';

import { decideRefund } from '../api/decide-refund';
import { getConsoleRefunds } from '../api/get-console-refunds';
import { CONSOLE_ORDER_TEXT as TEXT } from './order-text';

function formatTime(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** One refund request: who, which order, what, how much, why, when, its status; a decision while 退款中. */
function RefundRow({
  item,
  busy,
  onDecide,
}: {
  item: ConsoleRefund;
  busy: boolean;
  onDecide: (accept: boolean, note: string) => void;
}) {
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const open = item.orderStatus === ORDER_STATUS.REFUNDING;
  return (
    <Box as="article" bg="bg" borderWidth="1px" rounded="lg" p="4" data-testid="console-refund">
      <Stack gap="2">
        <HStack gap="2" flexWrap="wrap">
          <Text fontWeight="semibold">
            {TEXT.student}：{item.studentName}
          </Text>
          <Badge colorPalette={open ? 'purple' : 'gray'} data-testid="console-refund-status">
            {ORDER_STATUS_NAMES[item.orderStatus]}
          </Badge>
          <Text fontSize="xs" color="fg.muted">
            {TEXT.orderNo} {item.orderNo}
          </Text>
        </HStack>
        <Text whiteSpace="pre-wrap" wordBreak="break-word" data-testid="console-refund-content">
          {item.serviceContent}
        </Text>
        <Text fontWeight="semibold">{formatFen(item.fee)} 元</Text>
        {item.refundReason && (
          <Text
            fontSize="sm"
            whiteSpace="pre-wrap"
            wordBreak="break-word"
            data-testid="console-refund-reason"
          >
            {TEXT.reason}：{item.refundReason}
          </Text>
        )}
        {item.refundRequestedAt && (
          <Text fontSize="xs" color="fg.muted">
            {TEXT.requestedAt}{' '}
            <time dateTime={item.refundRequestedAt}>{formatTime(item.refundRequestedAt)}</time>
          </Text>
        )}
        {!open && item.refundNote && (
          <Text fontSize="sm" color="fg.muted" whiteSpace="pre-wrap" wordBreak="break-word">
            处理说明：{item.refundNote}
          </Text>
        )}
        {open && confirming && (
          // money goes back at once and cannot be taken again: the amount is said before it does
          <ConfirmDialog
            title={TEXT.accept}
            text={`将向 ${item.studentName} 原路退回 ${formatFen(item.fee)} 元，订单 ${item.orderNo} 随即结束，此操作不可撤销。`}
            confirm={`确认退款 ${formatFen(item.fee)} 元`}
            loading={busy}
            testId="console-refund-confirm"
            onClose={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              onDecide(true, note);
            }}
          />
        )}
        {open && (
          <Stack gap="2" direction={{ base: 'column', md: 'row' }}>
            <Input
              size="sm"
              value={note}
              maxLength={ORDER_LIMITS.REFUND_NOTE_MAX}
              placeholder={TEXT.note}
              aria-label={TEXT.note}
              onChange={(e) => setNote(e.target.value)}
            />
            <HStack gap="2" flexShrink={0}>
              <Button size="sm" colorPalette="red" loading={busy} onClick={() => setConfirming(true)}>
                {TEXT.accept}
              </Button>
              <Button size="sm" variant="outline" disabled={busy} onClick={() => onDecide(false, note)}>
                {TEXT.refuse}
              </Button>
            </HStack>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}

/**
 * 退款申请 (every staff member): the refund requests of the caller's accounts. 同意退款 / 拒绝 (with an optional
 * note) are direct requests; the row shows the decision at once (已退款, or 服务中 with the note).
 */
export function RefundQueue() {
  const result = useQuery('console-refunds', getConsoleRefunds);
  const [decided, setDecided] = useState<Record<string, Pick<ConsoleRefund, 'orderStatus' | 'refundNote'>>>(
    {},
  );
  const [busy, setBusy] = useState<string | null>(null);

  const decide = async (item: ConsoleRefund, accept: boolean, note: string) => {
    setBusy(item.id);
    try {
      await decideRefund({ orderId: item.id, accept, note: note.trim() });
      setDecided((current) => ({
        ...current,
        [item.id]: {
          orderStatus: accept ? ORDER_STATUS.REFUNDED : ORDER_STATUS.IN_SERVICE,
          refundNote: note.trim() || null,
        },
      }));
      showToast({
        type: 'success',
        message: accept ? ORDER_TEXT.REFUND_ACCEPTED : ORDER_TEXT.REFUND_REFUSED,
      });
    } catch (error) {
      // the request client has shown why
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="3" p="4" overflowY="auto" flex="1" minH="0" data-testid="console-refunds">
      <ListQuery result={result} skeleton={{ rows: 3, height: '32' }} empty={{ title: TEXT.refundsEmpty }}>
        {(refunds) =>
          refunds.map((item) => (
            <RefundRow
              key={item.id}
              item={{ ...item, ...decided[item.id] }}
              busy={busy === item.id}
              onDecide={(accept, note) => void decide(item, accept, note)}
            />
          ))
        }
      </ListQuery>
    </Stack>
  );
}
