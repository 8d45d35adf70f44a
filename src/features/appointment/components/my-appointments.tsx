import { Badge, Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';

import { EmptyState, ErrorState, ListSkeleton } from '@/components/ui/list-states';
import { APPOINTMENT_MESSAGES, type ActivitySignup, type Appointment } from '@/contract/appointment';
import { cancelActivitySignup } from '@/features/appointment/api/cancel-activity-signup';
import { cancelAppointment } from '@/features/appointment/api/cancel-appointment';
import { getMyAppointments } from '@/features/appointment/api/get-my-appointments';
import { formatRange, STATE_PALETTE } from '@/features/appointment/components/format';
import { ApiError } from '@/lib/http';
import { showToast } from '@/lib/toast';
import { useQuery } from '@/lib/use-query';

function CancelButton({ label, onCancel }: { label: string; onCancel: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="sm"
      variant="outline"
      colorPalette="red"
      loading={busy}
      onClick={() => {
        setBusy(true);
        void onCancel().finally(() => setBusy(false));
      }}
    >
      {label}
    </Button>
  );
}

function AppointmentRow({ item, onCancel }: { item: Appointment; onCancel: () => Promise<void> }) {
  const s = item.session;
  return (
    <Box borderWidth="1px" rounded="lg" p="3" data-testid="my-appointment">
      <Flex direction={{ base: 'column', sm: 'row' }} gap="2" justify="space-between">
        <Stack gap="1" minW="0">
          <HStack gap="2" flexWrap="wrap">
            <Badge variant="outline">{s.kindName}</Badge>
            <Badge colorPalette={s.state === 'ended' ? STATE_PALETTE.ended : 'green'}>
              {s.state === 'ended' ? '已结束' : '已预约'}
            </Badge>
          </HStack>
          <Text fontWeight="semibold">{s.title}</Text>
          <Text fontSize="sm">时段：{formatRange(item.slotStartAt, item.slotEndAt, s.timeZone)}</Text>
          <Text fontSize="sm" color="fg.muted">
            {s.online ? '线上' : s.location} · 联系人 {item.contactName} {item.contactPhone}
          </Text>
          {item.note && (
            <Text fontSize="sm" color="fg.muted">
              备注：{item.note}
            </Text>
          )}
        </Stack>
        {s.state !== 'ended' && <CancelButton label="取消预约" onCancel={onCancel} />}
      </Flex>
    </Box>
  );
}

function SignupRow({ item, onCancel }: { item: ActivitySignup; onCancel: () => Promise<void> }) {
  const a = item.activity;
  const started = a.status === '03' || a.status === '04';
  return (
    <Box borderWidth="1px" rounded="lg" p="3" data-testid="my-activity">
      <Flex direction={{ base: 'column', sm: 'row' }} gap="2" justify="space-between">
        <Stack gap="1" minW="0">
          <HStack gap="2" flexWrap="wrap">
            <Badge variant="outline">{a.kindName}</Badge>
            <Badge colorPalette={started ? 'gray' : 'green'}>{started ? a.statusName : '已报名'}</Badge>
          </HStack>
          <Link to="/school/activity/detail" search={{ id: a.id }}>
            <Text fontWeight="semibold" _hover={{ textDecoration: 'underline' }}>
              {a.title}
            </Text>
          </Link>
          <Text fontSize="sm">{formatRange(a.startAt, a.endAt, a.timeZone)}</Text>
          <Text fontSize="sm" color="fg.muted">
            {a.online ? '线上' : (a.location ?? '线下')}
          </Text>
        </Stack>
        {!started && <CancelButton label="取消报名" onCancel={onCancel} />}
      </Flex>
    </Box>
  );
}

/** 我的预约 (/personal?component=appointments): the student's appointments and activity sign-ups. */
export function MyAppointments() {
  const result = useQuery('my-appointments', (signal) => getMyAppointments(signal));

  async function run(action: () => Promise<unknown>, done: string) {
    try {
      await action();
      showToast({ type: 'success', message: done });
    } catch (error) {
      // the request client has shown the refusal already
      if (!(error instanceof ApiError)) throw error;
    }
    result.refetch();
  }

  let body;
  if (result.error && !result.data) {
    body = <ErrorState message={result.error} offline={result.offline} onRetry={result.refetch} />;
  } else if (!result.data) {
    body = <ListSkeleton rows={3} height="24" />;
  } else {
    const { appointments, activities } = result.data;
    body = (
      <Stack gap="6" opacity={result.loading ? 0.6 : 1}>
        <Stack gap="3" data-testid="my-appointments">
          <Heading as="h3" size="md">
            面试与参观
          </Heading>
          {appointments.length === 0 ? (
            <EmptyState title="还没有预约" text="在招生面试或访校预约中选择场次和时段即可预约。" />
          ) : (
            appointments.map((item) => (
              <AppointmentRow
                key={item.id}
                item={item}
                onCancel={() => run(() => cancelAppointment(item.id), APPOINTMENT_MESSAGES.cancelled)}
              />
            ))
          )}
          <HStack gap="2" flexWrap="wrap">
            <Button asChild size="sm" variant="outline" colorPalette="brand">
              <Link to="/admission">预约招生面试</Link>
            </Button>
            <Button asChild size="sm" variant="outline" colorPalette="brand">
              <Link to="/visit">预约访校参观</Link>
            </Button>
          </HStack>
        </Stack>
        <Stack gap="3" data-testid="my-activities">
          <Heading as="h3" size="md">
            活动报名
          </Heading>
          {activities.length === 0 ? (
            <EmptyState title="还没有报名活动" text="在院校活动中报名开放日、说明会和线上讲座。" />
          ) : (
            activities.map((item) => (
              <SignupRow
                key={item.id}
                item={item}
                onCancel={() =>
                  run(() => cancelActivitySignup(item.id), APPOINTMENT_MESSAGES.signupCancelled)
                }
              />
            ))
          )}
          <Box>
            <Button asChild size="sm" variant="outline" colorPalette="brand">
              <Link to="/school/activity">浏览院校活动</Link>
            </Button>
          </Box>
        </Stack>
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        我的预约
      </Heading>
      {body}
    </Stack>
  );
}
