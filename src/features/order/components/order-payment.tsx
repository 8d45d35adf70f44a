import { Box, Button, chakra, HStack, Spinner, Stack, Tabs, Text, useMediaQuery } from '@chakra-ui/react';
import { QRCodeSVG } from 'qrcode.react';
import { useRef, useState } from 'react';

import { LIMITS } from '@/contract/limits';
import {
  MOBILE_PAY_LABELS,
  ORDER_TEXT,
  PAY_CHANNEL_CODES,
  PAY_CHANNELS,
  SERVICE_AGREEMENT,
  type OrderDetail,
  type PayChannel,
  type PayQr,
} from '@/contract/order';

import { isWeChatBrowser } from '@/lib/browser';

import { getPayQr } from '../api/get-pay-qr';
import { getPayUrl } from '../api/get-pay-url';
import { signOrder } from '../api/sign-order';
import { ORDER_UI_TEXT } from './order-ui-text';
import { formatLeft, useTimeLeft } from './qr-countdown';

interface ShownQr extends PayQr {
  /** Date.now() when it arrived: the countdown's start. */
  receivedAt: number;
}

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : ORDER_TEXT.ORDER_NOT_PAYABLE;
}

/** The QR of one channel with its countdown; once expired it is greyed with 二维码已过期 and 刷新二维码. */
function QrPanel({ qr, onRefresh }: { qr: ShownQr; onRefresh: () => void }) {
  const left = useTimeLeft(qr.expiresAt, qr.receivedAt);
  const expired = left <= 0;
  return (
    <Stack align="center" gap="2">
      <Box position="relative" w={`${LIMITS.QR_SIZE}px`} h={`${LIMITS.QR_SIZE}px`} data-testid="order-qr">
        <Box opacity={expired ? 0.15 : 1} aria-hidden={expired}>
          <QRCodeSVG
            value={qr.qrString}
            size={LIMITS.QR_SIZE}
            role="img"
            aria-label={ORDER_UI_TEXT.QR_LABEL}
            marginSize={0}
          />
        </Box>
        {expired && (
          <Stack position="absolute" inset="0" align="center" justify="center" gap="3">
            <Text fontWeight="semibold" data-testid="order-qr-expired">
              {ORDER_TEXT.QR_EXPIRED}
            </Text>
            <Button size="sm" colorPalette="brand" onClick={onRefresh}>
              {ORDER_TEXT.QR_REFRESH}
            </Button>
          </Stack>
        )}
      </Box>
      {!expired && (
        <Text fontSize="sm" color="fg.muted" data-testid="order-qr-countdown">
          {ORDER_UI_TEXT.scanHint(PAY_CHANNELS[qr.payChannel])} · {ORDER_UI_TEXT.EXPIRES_IN}{' '}
          {formatLeft(left)}
        </Text>
      )}
    </Stack>
  );
}

/** A phone's width (and any narrow window): the student pays on this device, not by scanning a QR. */
const NARROW = '(max-width: 47.999rem)';

/**
 * On a phone: one primary button per channel that opens the gateway's mobile cashier (a new attempt through
 * getPayUrl); the gateway brings the student back to the order's 支付结果 page. Inside WeChat, where Alipay
 * cannot open, the Alipay button gives way to a note and a way out to the browser.
 */
function MobilePay({ pay }: { pay: (channel: PayChannel) => Promise<string | null> }) {
  const [opening, setOpening] = useState<PayChannel | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const inWeChat = isWeChatBrowser();

  const open = async (channel: PayChannel) => {
    setOpening(channel);
    setError(null);
    const failure = await pay(channel);
    // on success the page is leaving for the cashier: the button stays busy until it has gone
    if (failure !== null) {
      setError(failure);
      setOpening(null);
    }
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <Stack gap="3" w="full" data-testid="order-mobile-pay">
      {PAY_CHANNEL_CODES.map((code) =>
        code === 'Ali' && inWeChat ? (
          <Stack key={code} gap="2" borderWidth="1px" rounded="md" p="3" data-testid="order-wechat-note">
            <Text fontSize="sm">{ORDER_TEXT.WECHAT_NO_ALIPAY}</Text>
            <Button size="lg" minH="11" variant="outline" onClick={() => void copyLink()}>
              {ORDER_TEXT.OPEN_IN_BROWSER}
            </Button>
            {copied && (
              <Text fontSize="sm" color="fg.muted" role="status">
                {ORDER_TEXT.LINK_COPIED}
              </Text>
            )}
          </Stack>
        ) : (
          <Button
            key={code}
            size="lg"
            minH="12"
            w="full"
            colorPalette={code === 'Wx' ? 'green' : 'brand'}
            loading={opening === code}
            disabled={opening !== null && opening !== code}
            onClick={() => void open(code)}
          >
            {MOBILE_PAY_LABELS[code]}
          </Button>
        ),
      )}
      {error && (
        <Text color="fg.error" role="alert" data-testid="order-error">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The payment part of an unpaid order (SPEC sections 2 and 5): the service agreement and its checkbox; the
 * QR is asked for only once it is ticked (POST sign once, then POST getPayQrString {orderNo, payChannel}).
 * Each channel tab asks for its own QR; an expired one is refreshed with a new request. On a phone the QR (which
 * needs a second device) gives way to the channels' mobile cashiers (MobilePay). The server's refusals are
 * shown here.
 */
export function OrderPayment({ order }: { order: OrderDetail }) {
  const [agreed, setAgreed] = useState(false);
  const [channel, setChannel] = useState<PayChannel>(order.payChannel ?? 'Ali');
  const [qr, setQr] = useState<ShownQr | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signed = useRef(order.agreementSigned);
  const latest = useRef(0);
  const [narrow] = useMediaQuery([NARROW], { ssr: false });

  const sign = async () => {
    if (signed.current) return;
    await signOrder(order.orderNo);
    signed.current = true;
  };

  /** Signs once, then asks for the channel's QR; only the newest request's answer is shown. */
  const prepare = async (payChannel: PayChannel) => {
    const request = ++latest.current;
    setQr(null);
    setError(null);
    setLoading(true);
    try {
      await sign();
      const answer = await getPayQr(order.orderNo, payChannel);
      if (request === latest.current) setQr({ ...answer, receivedAt: Date.now() });
    } catch (failure) {
      if (request === latest.current) setError(errorText(failure));
    } finally {
      if (request === latest.current) setLoading(false);
    }
  };

  /** The phone's way: sign once, then leave for the channel's mobile cashier; the failure's text, or null. */
  const payOnPhone = async (payChannel: PayChannel): Promise<string | null> => {
    try {
      await sign();
      const { payUrl } = await getPayUrl(order.orderNo, payChannel);
      window.location.assign(payUrl);
      return null;
    } catch (failure) {
      return errorText(failure);
    }
  };

  const tick = (checked: boolean) => {
    setAgreed(checked);
    if (checked) {
      // a phone pays on itself: no QR attempt until the student picks a channel there
      if (!narrow) void prepare(channel);
      return;
    }
    latest.current += 1;
    setQr(null);
    setError(null);
    setLoading(false);
  };

  const pick = (next: PayChannel) => {
    if (next === channel) return;
    setChannel(next);
    if (agreed && !narrow) void prepare(next);
  };

  return (
    <Stack gap="4" data-testid="order-payment">
      <Stack gap="2">
        <Text fontWeight="semibold">{ORDER_TEXT.AGREEMENT_TITLE}</Text>
        <Box
          maxH="160px"
          overflowY="auto"
          borderWidth="1px"
          rounded="md"
          p="3"
          fontSize="sm"
          color="fg.muted"
          tabIndex={0}
          data-testid="order-agreement"
        >
          <Stack gap="2">
            {SERVICE_AGREEMENT.map((block) => (
              <Text key={block}>{block}</Text>
            ))}
          </Stack>
        </Box>
        <HStack as="label" gap="2" fontSize="sm" cursor="pointer">
          <chakra.input
            type="checkbox"
            checked={agreed}
            onChange={(event) => tick(event.target.checked)}
            boxSize="4"
            accentColor="brand.600"
            flexShrink="0"
          />
          <Text>{ORDER_TEXT.AGREEMENT_CHECK}</Text>
        </HStack>
      </Stack>
      {narrow ? (
        <Stack gap="3" align="center">
          {agreed ? (
            <MobilePay pay={payOnPhone} />
          ) : (
            <Text color="fg.muted" fontSize="sm">
              {ORDER_TEXT.AGREEMENT_REQUIRED}
            </Text>
          )}
        </Stack>
      ) : (
        <Stack gap="3">
          <Tabs.Root
            value={channel}
            onValueChange={(event) => pick(event.value as PayChannel)}
            variant="line"
            colorPalette="brand"
            aria-label={ORDER_UI_TEXT.PAY_CHANNEL}
          >
            <Tabs.List>
              {PAY_CHANNEL_CODES.map((code) => (
                <Tabs.Trigger key={code} value={code}>
                  {PAY_CHANNELS[code]}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          </Tabs.Root>
          <Stack align="center" minH={`${LIMITS.QR_SIZE}px`} justify="center" gap="2">
            {!agreed && (
              <Text color="fg.muted" fontSize="sm">
                {ORDER_TEXT.AGREEMENT_REQUIRED}
              </Text>
            )}
            {agreed && loading && (
              <HStack color="fg.muted" fontSize="sm">
                <Spinner size="sm" />
                <Text>{ORDER_UI_TEXT.QR_LOADING}</Text>
              </HStack>
            )}
            {agreed && error && (
              <Stack align="center" gap="2">
                <Text color="fg.error" role="alert" data-testid="order-error">
                  {error}
                </Text>
                <Button size="sm" variant="outline" onClick={() => void prepare(channel)}>
                  {ORDER_UI_TEXT.RETRY}
                </Button>
              </Stack>
            )}
            {agreed && qr && (
              <QrPanel
                key={`${qr.qrString}:${qr.receivedAt}`}
                qr={qr}
                onRefresh={() => void prepare(channel)}
              />
            )}
            {/* ticked on a phone's width, then widened: the QR on request */}
            {agreed && !qr && !loading && !error && (
              <Button size="sm" colorPalette="brand" onClick={() => void prepare(channel)}>
                {ORDER_UI_TEXT.SHOW_QR}
              </Button>
            )}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
