import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';

import { PageShell } from '@/components/layout/page-shell';
import { QA_MY_KINDS, qaCategorySchema } from '@/contract/qa';
import { QaPage } from '@/features/qa/components/qa-page';
import { pageHead, requireLogin } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/qa/')({
  validateSearch: z.object({
    category: qaCategorySchema.optional().catch(undefined),
    keyword: z.string().trim().max(50).optional().catch(undefined),
    page: z.coerce.number().int().positive().optional().catch(undefined),
    /** 我的提问 / 我的回答 / 我的收藏 instead of the public list. */
    mine: z.enum(QA_MY_KINDS).optional().catch(undefined),
  }),
  beforeLoad: requireLogin('StudyQa'),
  head: () => pageHead('StudyQa'),
  component: QaRoute,
});

function QaRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/qa/' });
  return (
    <PageShell name="StudyQa">
      <QaPage
        category={search.category}
        keyword={search.keyword || undefined}
        page={search.page ?? 1}
        mine={search.mine}
        onSearch={(next) => void navigate({ search: next })}
      />
    </PageShell>
  );
}
