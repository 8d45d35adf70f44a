import { Badge, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';

import { ListQuery } from '@/components/ui/list-states';
import { LIVE_STATE_NAMES, type LiveSession } from '@/contract/live';
import { cancelLive } from '@/features/live/api/cancel-live';
import { LIVE_NOW_LIMIT, liveNowQuery } from '@/features/live/api/get-live-page';
import { reserveLive } from '@/features/live/api/reserve-live';
import { formatLiveStart, hostLine } from '@/features/live/components/live-format';
import { useSessionSnapshot } from '@/lib/hydration';
import { showToast } from '@/lib/toast';
import { useQuery } from '@/lib/use-query';

function LiveCard({
  item,
  busy,
  onToggle,
}: {
  item: LiveSession;
  busy: boolean;
  onToggle: (item: LiveSession) => void;
}) {
  const live = item.state === 'LIVE';
  return (
    <Stack
      as="article"
      gap="2"
      p="4"
      bg="bg"
      borderWidth="1px"
      rounded="lg"
      data-testid="live-card"
      aria-label={item.title}
    >
      <HStack justify="space-between" gap="2">
        <Badge colorPalette={live ? 'red' : 'brand'} variant={live ? 'solid' : 'subtle'}>
          {LIVE_STATE_NAMES[item.state]}
        </Badge>
        <Text fontSize="xs" color="fg.muted">
          {item.reservationCount} 人已预约
        </Text>
      </HStack>
      <Text fontWeight="semibold" lineClamp={2}>
        {item.title}
      </Text>
      <Text fontSize="sm" color="fg.muted" lineClamp={1}>
        {hostLine(item)}
      </Text>
      <HStack justify="space-between" gap="2" mt="auto">
        <Text fontSize="sm">
          <time dateTime={item.startAt}>{formatLiveStart(item.startAt)}</time> · {item.durationMinutes}分钟
        </Text>
        <Button
          size="sm"
          colorPalette="brand"
          variant={item.reserved ? 'outline' : 'solid'}
          loading={busy}
          onClick={() => onToggle(item)}
          aria-label={item.reserved ? `取消预约 ${item.title}` : `预约 ${item.title}`}
          title={item.reserved ? '点击取消预约' : undefined}
        >
          {item.reserved ? '已预约' : '预约'}
        </Button>
      </HStack>
    </Stack>
  );
}

/**
 * Live and upcoming sessions with 预约 / 已预约 (a second click cancels). A visitor is sent to the login page
 * and comes back here. Used by /organizations and the organization and counselor pages.
 */
export function LiveNowSection({
  orgId,
  counselorId,
  limit = LIVE_NOW_LIMIT,
  title = '直播预告',
}: {
  orgId?: string;
  counselorId?: string;
  limit?: number;
  title?: string;
}) {
  const token = useSessionSnapshot().token;
  const navigate = useNavigate();
  const href = useRouterState({ select: (s) => s.location.href });
  const query = liveNowQuery({ orgId, counselorId, limit }, token !== null);
  const result = useQuery(query.key, query.fetch);
  const [changed, setChanged] = useState<Record<string, LiveSession>>({});
  const [busy, setBusy] = useState<string | null>(null);

  const toggle = async (item: LiveSession) => {
    if (!token) {
      void navigate({ to: '/login', search: { redirect: href } });
      return;
    }
    setBusy(item.id);
    try {
      const next = item.reserved ? await cancelLive(item.id) : await reserveLive(item.id);
      setChanged((current) => ({ ...current, [next.id]: next }));
      showToast({
        type: 'success',
        message: next.reserved ? '预约成功，开播前会通知您' : '已取消预约',
      });
    } catch {
      // the request layer has shown why
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack as="section" gap="3" aria-labelledby="live-now-heading">
      <Text as="h2" id="live-now-heading" fontSize="xl" fontWeight="bold">
        {title}
      </Text>
      <ListQuery
        result={result}
        skeleton={{ rows: 2, height: '32' }}
        empty={{ title: '暂无直播', text: '近期没有直播安排，可以先看看往期回放。' }}
      >
        {(data) => (
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4" data-testid="live-list">
            {data.list.map((item) => (
              <LiveCard
                key={item.id}
                item={changed[item.id] ?? item}
                busy={busy === item.id}
                onToggle={toggle}
              />
            ))}
          </SimpleGrid>
        )}
      </ListQuery>
    </Stack>
  );
}
