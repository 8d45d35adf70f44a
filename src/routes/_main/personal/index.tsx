import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';

import { MyAppointments } from '@/features/appointment/components/my-appointments';
import { MembershipPlans } from '@/features/membership/components/membership-plans';
import { MyOrders } from '@/features/membership/components/my-orders';
import { UniversityList } from '@/features/my-university-list/components/university-list';
import { PERSONAL_COMPONENTS, PersonalLayout } from '@/features/personal/components/personal-layout';
import { BaseInfo } from '@/features/profile/components/base-info';
import { MyTasks } from '@/features/task/components/my-tasks';
import type { UploadSlot } from '@/features/task/components/task-detail';
import { pageHead, requireLogin } from '@/lib/route-meta';

/**
 * /personal?component=baseinfo | mytask (&task=<id>: one task opened) | universities (SPEC section 2) | appointments (我的预约) | orders
 * (我的订单) | membership (会员服务).
 */
export const Route = createFileRoute('/_main/personal/')({
  validateSearch: z.object({
    component: z.enum(PERSONAL_COMPONENTS).optional().catch(undefined),
    task: z.string().trim().min(1).max(64).optional().catch(undefined),
  }),
  beforeLoad: requireLogin('Personal'),
  head: () => pageHead('Personal'),
  component: PersonalRoute,
});

/**
 * The uploader of an UPLOAD task. MERGE: the lead replaces this with the paperwork slice's uploader (helper 2),
 * called with the material asked for and `onUploaded(paperworkId)`.
 */
function TaskUploadSlot(slot: UploadSlot) {
  void slot;
  return null;
}

function PersonalRoute() {
  const { component = 'baseinfo', task } = Route.useSearch();
  const navigate = useNavigate({ from: '/personal/' });
  return (
    <PersonalLayout
      component={component}
      panels={{
        baseinfo: <BaseInfo />,
        mytask: (
          <MyTasks
            taskId={task}
            onOpenTask={(id) => void navigate({ search: { component: 'mytask', task: id } })}
            renderUpload={(slot) => <TaskUploadSlot {...slot} />}
          />
        ),
        universities: <UniversityList />,
        appointments: <MyAppointments />,
        orders: <MyOrders />,
        membership: <MembershipPlans />,
      }}
    />
  );
}
