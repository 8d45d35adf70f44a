import { createFileRoute } from '@tanstack/react-router';

import { idSearchSchema } from '@/contract/search';
import { ActivitySignupButton } from '@/features/appointment/components/activity-signup-button';
import { ActivityDetailPage } from '@/features/school/components/activity-detail-page';
import { pageOptions } from '@/routes/-route-kit';
import { IdDetailRoute } from '@/routes/-id-detail-route';

/** An activity with its 报名 button (the appointment slice's), in the reading width. */
function ActivityWithSignup({ id }: { id: string }) {
  return (
    <ActivityDetailPage
      id={id}
      action={(activity) => <ActivitySignupButton key={activity.id} activity={activity} />}
    />
  );
}

export const Route = createFileRoute('/_main/school/activity/detail')({
  ...pageOptions('SchoolActivityDetail'),
  validateSearch: idSearchSchema,
  component: () => <IdDetailRoute route={Route} page={ActivityWithSignup} maxW="4xl" />,
});
