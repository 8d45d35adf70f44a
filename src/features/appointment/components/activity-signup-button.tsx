import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { APPOINTMENT_MESSAGES } from '@/contract/appointment';
import type { Activity } from '@/contract/catalog';
import { cancelActivitySignup } from '@/features/appointment/api/cancel-activity-signup';
import { getActivitySignup } from '@/features/appointment/api/get-activity-signup';
import { signUpActivity } from '@/features/appointment/api/sign-up-activity';
import { ApiError } from '@/lib/http';
import { showToast } from '@/lib/toast';
import { useQuery } from '@/lib/use-query';

const CLOSED_LABEL: Record<string, string> = {
  '01': '报名未开始',
  '03': '活动进行中',
  '04': '活动已结束',
};

/** 报名 on a school activity's page: the places left, sign-up once while registration is open, cancel. */
export function ActivitySignupButton({ activity }: { activity: Activity }) {
  const mine = useQuery(`signup:${activity.id}`, (signal) => getActivitySignup(activity.id, signal));
  const [remaining, setRemaining] = useState(activity.remaining);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const signup = mine.data ?? null;

  async function signUp() {
    setBusy(true);
    setMessage(null);
    try {
      const done = await signUpActivity(activity.id);
      setRemaining(done.activity.remaining);
      showToast({ type: 'success', message: APPOINTMENT_MESSAGES.signedUp });
      mine.refetch();
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  async function cancel(id: string) {
    setBusy(true);
    try {
      await cancelActivitySignup(id);
      setRemaining((n) => n + 1);
      showToast({ type: 'success', message: APPOINTMENT_MESSAGES.signupCancelled });
      mine.refetch();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy(false);
    }
  }

  const open = activity.status === '02';
  let button;
  if (signup) {
    button = (
      <HStack gap="2" flexWrap="wrap">
        <Button colorPalette="green" variant="subtle" disabled>
          已报名
        </Button>
        {(activity.status === '01' || activity.status === '02') && (
          <Button variant="outline" colorPalette="red" loading={busy} onClick={() => void cancel(signup.id)}>
            取消报名
          </Button>
        )}
      </HStack>
    );
  } else if (!open) {
    button = <Button disabled>{CLOSED_LABEL[activity.status] ?? activity.statusName}</Button>;
  } else if (remaining === 0) {
    button = <Button disabled>名额已满</Button>;
  } else {
    button = (
      <Button
        colorPalette="brand"
        loading={busy || (mine.loading && !mine.data)}
        onClick={() => void signUp()}
      >
        报名
      </Button>
    );
  }
  return (
    <Stack gap="2" data-testid="activity-signup">
      <Text fontSize="sm" color={remaining <= 10 && open ? 'orange.600' : 'fg.muted'}>
        名额：剩余 {remaining} / {activity.capacity}
      </Text>
      <Box>{button}</Box>
      {message && (
        <Text role="alert" color="red.600" fontSize="sm">
          {message}
        </Text>
      )}
    </Stack>
  );
}
