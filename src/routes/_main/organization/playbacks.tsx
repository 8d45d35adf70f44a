import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';

import { PageShell } from '@/components/layout/page-shell';
import { PlaybackListPage } from '@/features/live/components/playback-list-page';
import { pageHead } from '@/lib/route-meta';

const idParam = z.string().trim().min(1).max(64).optional().catch(undefined);

export const Route = createFileRoute('/_main/organization/playbacks')({
  validateSearch: z.object({
    orgId: idParam,
    counselorId: idParam,
    keyword: z.string().trim().min(1).max(50).optional().catch(undefined),
    page: z.coerce.number().int().positive().optional().catch(undefined),
  }),
  head: () => pageHead('OrganizationPlaybackList'),
  component: PlaybacksRoute,
});

function PlaybacksRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/organization/playbacks' });
  return (
    <PageShell name="OrganizationPlaybackList">
      <PlaybackListPage search={search} onSearch={(next) => void navigate({ search: next })} />
    </PageShell>
  );
}
