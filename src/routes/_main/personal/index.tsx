import { Stack } from '@chakra-ui/react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { z } from 'zod';

import { ErrorBoundary } from '@/components/error-boundary';
import { idParam, optionalEnum } from '@/contract/search';
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
import { PaperworkUploader } from '@/features/paperwork/components/paperwork-uploader';
import { PersonalLayout } from '@/features/personal/components/personal-layout';
import { PERSONAL_COMPONENTS, type PersonalComponent } from '@/features/personal/personal-components';
import { PlanningPanel } from '@/features/plan/components/planning-panel';
import { BaseInfo } from '@/features/profile/components/base-info';
import { ServiceModeCard } from '@/features/service-mode/components/service-mode-card';
import { MyTasks } from '@/features/task/components/my-tasks';
import type { UploadSlot } from '@/features/task/components/task-detail';
import { pageOptions } from '@/routes/-route-kit';

/**
 * /personal?component= (SPEC section 2: baseinfo, mytask, universities; the application journey and the
 * account's other panels: see PERSONAL_COMPONENTS). `&task=<id>` opens one task in 我的任务.
 */
export const Route = createFileRoute('/_main/personal/')({
  ...pageOptions('Personal'),
  validateSearch: z.object({
    component: optionalEnum(PERSONAL_COMPONENTS),
    task: idParam,
  }),
  component: PersonalRoute,
});

/** The uploader of an UPLOAD task: the paperwork slice's form for the material asked for; its id answers the task. */
function TaskUploadSlot({ materialKind, materialTypeCode, onUploaded }: UploadSlot) {
  return (
    <PaperworkUploader
      kind={materialKind ?? 'STUDENT_MATERIAL'}
      typeCode={materialTypeCode ?? undefined}
      onUploaded={(paperwork) => onUploaded(paperwork.id)}
    />
  );
}

function PersonalRoute() {
  const { component = 'baseinfo', task } = Route.useSearch();
  const navigate = useNavigate({ from: '/personal/' });
  const panels: Record<PersonalComponent, ReactNode> = {
    baseinfo: (
      <Stack gap="4">
        <BaseInfo />
        <ServiceModeCard />
      </Stack>
    ),
    mytask: (
      <MyTasks
        taskId={task}
        onOpenTask={(id) => void navigate({ search: { component: 'mytask', task: id } })}
        renderUpload={(slot) => <TaskUploadSlot {...slot} />}
      />
    ),
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
  };
  // the panel shown has a boundary of its own: a render error there leaves the menu and the page in place
  return (
    <PersonalLayout
      component={component}
      panels={{ ...panels, [component]: <ErrorBoundary key={component}>{panels[component]}</ErrorBoundary> }}
    />
  );
}
