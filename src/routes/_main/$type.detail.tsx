import { createFileRoute, notFound } from '@tanstack/react-router';

import { PageShell } from '@/components/layout/page-shell';
import { ABOARD_DETAIL_TYPES } from '@/contract/routes';
import { pageHead } from '@/lib/route-meta';

/** AboardDetail: /:type/detail for the five content pages (visa, immigrant, employment, prepare, live). */
export const Route = createFileRoute('/_main/$type/detail')({
  beforeLoad: ({ params }) => {
    if (!(ABOARD_DETAIL_TYPES as readonly string[]).includes(params.type)) throw notFound();
  },
  head: () => pageHead('AboardDetail'),
  component: () => <PageShell name="AboardDetail" />,
});
