import { Container } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';

import { ActivitySignupButton } from '@/features/appointment/components/activity-signup-button';
import { ActivityDetailPage } from '@/features/school/components/activity-detail-page';
import { pageHead, requireLogin } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/school/activity/detail')({
  validateSearch: z.object({ id: z.string().min(1).max(64).catch('') }),
  beforeLoad: requireLogin('SchoolActivityDetail'),
  head: () => pageHead('SchoolActivityDetail'),
  component: ActivityDetailRoute,
});

function ActivityDetailRoute() {
  const { id } = Route.useSearch();
  return (
    <Container maxW="4xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
      <ActivityDetailPage
        id={id}
        action={(activity) => <ActivitySignupButton key={activity.id} activity={activity} />}
      />
    </Container>
  );
}
