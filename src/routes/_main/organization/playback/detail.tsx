import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';

import { PlaybackDetailPage } from '@/features/live/components/playback-detail-page';
import { pageOptions } from '@/routes/-route-kit';
import { IdDetailRoute } from '@/routes/-id-detail-route';
import { awaitedOnServer } from '@/lib/use-query';

export const Route = createFileRoute('/_main/organization/playback/detail')({
  ...pageOptions('OrganizationPlaybackDetail'),
  validateSearch: z.object({ id: z.string().trim().max(64).catch('') }),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ deps }) =>
    awaitedOnServer(
      import('@/features/live/api/get-playback-detail')
        .then((module) => module.prefetchPlaybackDetail(deps.id))
        .catch(() => undefined),
    ),
  component: () => <IdDetailRoute route={Route} page={PlaybackDetailPage} maxW="6xl" />,
});
