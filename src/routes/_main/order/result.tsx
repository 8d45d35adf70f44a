import { Text } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';

import { PageShell } from '@/components/layout/page-shell';
import { ORDER_TEXT } from '@/contract/order';
import { idParam } from '@/contract/search';
import { PayResult } from '@/features/order/components/pay-result';
import { pageOptions } from '@/routes/-route-kit';

/** /order/result?id=: where a gateway's mobile cashier returns the student (src/features/order, PayResult). */
export const Route = createFileRoute('/_main/order/result')({
  ...pageOptions('PayResult'),
  validateSearch: z.object({ id: idParam }),
  component: PayResultRoute,
});

function PayResultRoute() {
  const { id } = Route.useSearch();
  return (
    <PageShell name="PayResult">
      {id ? <PayResult orderId={id} /> : <Text color="fg.muted">{ORDER_TEXT.ORDER_NOT_FOUND}</Text>}
    </PageShell>
  );
}
