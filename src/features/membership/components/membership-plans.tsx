import { Badge, Box, Button, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { ErrorState, ListSkeleton } from '@/components/ui/list-states';
import { ORDER_TEXT, type MembershipPlanCode } from '@/contract/order';
import { useSessionSnapshot } from '@/lib/hydration';
import { APP_EVENTS, emitAppEvent, type OpenOrderDetail } from '@/lib/events';
import { ApiError } from '@/lib/http';
import { useQuery } from '@/lib/use-query';

import { createMembershipOrder } from '../api/create-membership-order';
import { getPlans } from '../api/get-plans';
import { feeText, VIP_LEVEL_NAMES } from './format';
import { usePaymentRefresh } from './use-payment-refresh';

/**
 * 会员服务 (/personal?component=membership): the three plans; the level the student has is highlighted.
 * 立即开通 creates a membership order and opens the order dialog on it (APP_EVENTS.OPEN_ORDER); after the
 * payment the user info is fetched again, so vipLevel (and with it the task menu) changes at once.
 */
export function MembershipPlans() {
  const plans = useQuery('membership-plans', getPlans);
  const vipLevel = useSessionSnapshot().user?.vipLevel ?? 'NONE';
  const [busy, setBusy] = useState<MembershipPlanCode | null>(null);
  usePaymentRefresh(() => undefined);

  async function subscribe(planCode: MembershipPlanCode) {
    setBusy(planCode);
    try {
      const order = await createMembershipOrder(planCode);
      emitAppEvent<OpenOrderDetail>(APP_EVENTS.OPEN_ORDER, { orderId: order.id });
    } catch (error) {
      // the request client has shown why
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy(null);
    }
  }

  let body;
  if (plans.error && !plans.data) {
    body = <ErrorState message={plans.error} offline={plans.offline} onRetry={plans.refetch} />;
  } else if (!plans.data) {
    body = <ListSkeleton rows={3} height="40" />;
  } else {
    body = (
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
        {plans.data.map((plan) => {
          const current = plan.vipLevel === vipLevel;
          return (
            <Box
              key={plan.code}
              as="article"
              borderWidth={current ? '2px' : '1px'}
              borderColor={current ? 'brand.500' : 'border'}
              bg={current ? 'brand.50' : 'bg'}
              rounded="lg"
              p="4"
              data-testid="membership-plan"
              data-current={current ? 'true' : undefined}
              aria-current={current ? 'true' : undefined}
            >
              <Stack gap="3" h="full">
                <Stack gap="1">
                  <Badge
                    alignSelf="flex-start"
                    colorPalette={plan.vipLevel === 'ADVISOR' ? 'purple' : 'blue'}
                  >
                    {VIP_LEVEL_NAMES[plan.vipLevel]}
                  </Badge>
                  <Heading as="h3" size="md">
                    {plan.name}
                  </Heading>
                  {current && (
                    <Text fontSize="sm" color="brand.600" fontWeight="semibold" data-testid="current-level">
                      当前会员等级
                    </Text>
                  )}
                </Stack>
                <Text fontSize="2xl" fontWeight="bold" data-testid="plan-fee">
                  {feeText(plan.fee)}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  服务期 {plan.months} 个月
                </Text>
                <List.Root gap="1" ps="4" fontSize="sm" flex="1">
                  {plan.includes.map((line) => (
                    <List.Item key={line}>{line}</List.Item>
                  ))}
                </List.Root>
                <Button
                  colorPalette="brand"
                  loading={busy === plan.code}
                  onClick={() => void subscribe(plan.code)}
                >
                  立即开通
                </Button>
              </Stack>
            </Box>
          );
        })}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="4" data-testid="membership">
      <Heading as="h2" size="lg">
        {ORDER_TEXT.MEMBERSHIP}
      </Heading>
      <Text color="fg.muted">开通会员后即可使用顾问服务与任务管理；支付成功后会员等级立即生效。</Text>
      {body}
    </Stack>
  );
}
