import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';

import { PageShell } from '@/components/layout/page-shell';
import { NOTICE_TYPES } from '@/contract/code-tables';
import { MessageCenter } from '@/features/message-center/components/message-center';
import { MESSAGE_CENTER_TABS } from '@/features/message-center/state/tabs';
import { pageHead, requireLogin } from '@/lib/route-meta';

const noticeTypeSearch = z.coerce
  .number()
  .transform((n) => NOTICE_TYPES.find((t) => t === n))
  .optional()
  .catch(undefined);

export const Route = createFileRoute('/_main/message')({
  validateSearch: z.object({
    tab: z.enum(MESSAGE_CENTER_TABS).optional().catch(undefined),
    type: noticeTypeSearch,
    page: z.coerce.number().int().positive().optional().catch(undefined),
  }),
  beforeLoad: requireLogin('MessageCenter'),
  head: () => pageHead('MessageCenter'),
  component: MessageRoute,
});

function MessageRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/message' });
  return (
    <PageShell name="MessageCenter">
      <MessageCenter
        tab={search.tab ?? 'chat'}
        type={search.type}
        page={search.page ?? 1}
        onSearch={(next) => void navigate({ search: next })}
      />
    </PageShell>
  );
}
