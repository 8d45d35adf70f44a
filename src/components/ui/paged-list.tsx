import { Box } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';

import { ListQuery } from './list-states';
import { Pager } from './pager';

type ListQueryProps<T extends { list: readonly unknown[] }> = ComponentProps<typeof ListQuery<T>>;

/**
 * A list page's body: ListQuery's states, then the items and the pager under them, dimmed while the next
 * page or filter loads (the items already shown stay in place, so nothing jumps).
 */
export function PagedListQuery<T extends { list: readonly unknown[]; total: number }>({
  paging,
  children,
  ...query
}: ListQueryProps<T> & {
  paging: { page: number; pageSize: number; onChange: (page: number) => void };
  children: (data: T) => ReactNode;
}) {
  return (
    <ListQuery {...query}>
      {(data) => (
        <Box opacity={query.result.loading ? 0.6 : 1}>
          {children(data)}
          <Pager
            page={paging.page}
            total={data.total}
            pageSize={paging.pageSize}
            onChange={paging.onChange}
          />
        </Box>
      )}
    </ListQuery>
  );
}
