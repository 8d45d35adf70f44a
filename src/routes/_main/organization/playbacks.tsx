import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';

import { PageShell } from '@/components/layout/page-shell';
import { idParam, pageParam, textParam } from '@/contract/search';
import { PlaybackListPage } from '@/features/live/components/playback-list-page';
import { pageOptions, useSearchState } from '@/routes/-route-kit';
import { awaitedOnServer } from '@/lib/use-query';

export const Route = createFileRoute('/_main/organization/playbacks')({
  ...pageOptions('OrganizationPlaybackList'),
  validateSearch: z.object({ orgId: idParam, counselorId: idParam, keyword: textParam(50), page: pageParam }),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) =>
    awaitedOnServer(
      import('@/features/live/api/get-playback-page')
        .then((module) => module.prefetchPlaybackPage(deps))
        .catch(() => undefined),
    ),
  component: PlaybacksRoute,
});

function PlaybacksRoute() {
  const [search, onSearch] = useSearchState(Route);
  return (
    <PageShell name="OrganizationPlaybackList">
      <PlaybackListPage search={search} onSearch={onSearch} />
    </PageShell>
  );
}
