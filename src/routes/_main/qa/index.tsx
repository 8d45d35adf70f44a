import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';

import { PageShell } from '@/components/layout/page-shell';
import { QA_MY_KINDS, qaCategorySchema } from '@/contract/qa';
import { optionalEnum, pageParam } from '@/contract/search';
import { QaPage } from '@/features/qa/components/qa-page';
import { pageOptions, useSearchState } from '@/routes/-route-kit';

export const Route = createFileRoute('/_main/qa/')({
  ...pageOptions('StudyQa'),
  validateSearch: z.object({
    category: qaCategorySchema.optional().catch(undefined),
    keyword: z.string().trim().max(50).optional().catch(undefined),
    page: pageParam,
    /** 我的提问 / 我的回答 / 我的收藏 instead of the public list. */
    mine: optionalEnum(QA_MY_KINDS),
  }),
  component: QaRoute,
});

function QaRoute() {
  const [{ category, keyword, page = 1, mine }, onSearch] = useSearchState(Route);
  return (
    <PageShell name="StudyQa">
      <QaPage
        category={category}
        keyword={keyword || undefined}
        page={page}
        mine={mine}
        onSearch={onSearch}
      />
    </PageShell>
  );
}
