import { Heading, Stack, Text } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';

import { ApplicationsPanel } from '@/features/application/components/applications-panel';
import { DeadlinesPanel } from '@/features/application/components/deadlines-panel';
import { OffersPanel } from '@/features/application/components/offers-panel';
import { MyAdvisers } from '@/features/advising/components/my-advisers';
import { MyAppointments } from '@/features/appointment/components/my-appointments';
import { AssessmentPanel } from '@/features/growth/components/assessment-panel';
import { ExamScores } from '@/features/growth/components/exam-scores';
import { GrowthTimeline } from '@/features/growth/components/growth-timeline';
import { MembershipPlans } from '@/features/membership/components/membership-plans';
import { MyOrders } from '@/features/membership/components/my-orders';
import { UniversityList } from '@/features/my-university-list/components/university-list';
import { MaterialsPanel } from '@/features/paperwork/components/materials-panel';
import { PERSONAL_COMPONENTS, PersonalLayout } from '@/features/personal/components/personal-layout';
import { PlanningPanel } from '@/features/plan/components/planning-panel';
import { BaseInfo } from '@/features/profile/components/base-info';
import { ServiceModeCard } from '@/features/service-mode/components/service-mode-card';
import { pageHead, requireLogin } from '@/lib/route-meta';

/**
 * /personal?component=baseinfo | mytask | universities (SPEC section 2) | appointments (我的预约) | orders
 * (我的订单) | membership (会员服务) | growth (成长记录) | exams (考试成绩) | assessment (评估与反馈).
 * /personal?component=baseinfo | mytask | universities (SPEC section 2) | materials (我的材料) | appointments (我的预约) | orders
 * (我的订单) | membership (会员服务).
 * (我的订单) | membership (会员服务) | applications (申请递交) | offers (录取Offer) | deadlines (截止日期).
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
        materials: <MaterialsPanel />,
        appointments: <MyAppointments />,
        orders: <MyOrders />,
        membership: <MembershipPlans />,
        growth: <GrowthTimeline />,
        exams: <ExamScores />,
        assessment: <AssessmentPanel />,
        applications: <ApplicationsPanel />,
        offers: <OffersPanel />,
        deadlines: <DeadlinesPanel />,
        planning: <PlanningPanel />,
        advisers: <MyAdvisers />,
      }}
    />
  );
}
