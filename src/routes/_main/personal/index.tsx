import { Heading, Stack, Text } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';

import { MyAdvisers } from '@/features/advising/components/my-advisers';
import { MyAppointments } from '@/features/appointment/components/my-appointments';
import { MembershipPlans } from '@/features/membership/components/membership-plans';
import { MyOrders } from '@/features/membership/components/my-orders';
import { UniversityList } from '@/features/my-university-list/components/university-list';
import { PERSONAL_COMPONENTS, PersonalLayout } from '@/features/personal/components/personal-layout';
import { PlanningPanel } from '@/features/plan/components/planning-panel';
import { BaseInfo } from '@/features/profile/components/base-info';
import { ServiceModeCard } from '@/features/service-mode/components/service-mode-card';
import { pageHead, requireLogin } from '@/lib/route-meta';

/**
 * /personal?component=baseinfo | mytask | universities (SPEC section 2) | appointments (我的预约) | orders
 * (我的订单) | membership (会员服务) | planning (规划与课程) | advisers (我的顾问).
 */
export const Route = createFileRoute('/_main/personal/')({
  validateSearch: z.object({ component: z.enum(PERSONAL_COMPONENTS).optional().catch(undefined) }),
  beforeLoad: requireLogin('Personal'),
  head: () => pageHead('Personal'),
  component: PersonalRoute,
});

function Panel({ title, text }: { title: string; text: string }) {
  return (
    <Stack gap="2">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      <Text color="fg.muted">{text}</Text>
    </Stack>
  );
}

function PersonalRoute() {
  const { component = 'baseinfo' } = Route.useSearch();
  return (
    <PersonalLayout
      component={component}
      panels={{
        baseinfo: (
          <Stack gap="4">
            <BaseInfo />
            <ServiceModeCard />
          </Stack>
        ),
        mytask: <Panel title="我的任务" text="顾问为你安排的申请任务会显示在这里。" />,
        universities: <UniversityList />,
        appointments: <MyAppointments />,
        orders: <MyOrders />,
        membership: <MembershipPlans />,
        planning: <PlanningPanel />,
        advisers: <MyAdvisers />,
      }}
    />
  );
}
