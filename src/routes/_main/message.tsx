import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';

import { PageShell } from '@/components/layout/page-shell';
import { NOTICE_TYPES } from '@/contract/code-tables';
import { optionalEnum, pageParam } from '@/contract/search';
import { MessageCenter } from '@/features/message-center/components/message-center';
import { MESSAGE_CENTER_TABS } from '@/features/message-center/state/tabs';
import { pageOptions, useSearchState } from '@/routes/-route-kit';

const noticeTypeSearch = z.coerce
  .number()
  .transform((n) => NOTICE_TYPES.find((t) => t === n))
  .optional()
  .catch(undefined);

export const Route = createFileRoute('/_main/message')({
  ...pageOptions('MessageCenter'),
  validateSearch: z.object({
    tab: optionalEnum(MESSAGE_CENTER_TABS),
    type: noticeTypeSearch,
    page: pageParam,
  }),
  component: MessageRoute,
});

function MessageRoute() {
  const [{ tab = 'chat', type, page = 1 }, onSearch] = useSearchState(Route);
  return (
    <PageShell name="MessageCenter">
      <MessageCenter tab={tab} type={type} page={page} onSearch={onSearch} />
    </PageShell>
  );
}
