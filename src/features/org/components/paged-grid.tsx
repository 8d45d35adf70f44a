import { SimpleGrid } from '@chakra-ui/react';
import { PagedListQuery } from '@/components/ui/paged-list';
import type { ReactNode } from 'react';

import type { QueryState } from '@/lib/use-query';

interface PageData<T> {
  list: T[];
  total: number;
}

/** A filtered list page's body: the list states, cards in a grid (1 / 2 / 3 columns) and the pager. */
export function PagedGrid<T>(props: {
  result: QueryState<PageData<T>> & { refetch: () => void };
  empty: string;
  skeletonHeight: string;
  testId: string;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  children: (item: T) => ReactNode;
}) {
  const { result } = props;
  return (
    <PagedListQuery
      result={result}
      skeleton={{ rows: 4, height: props.skeletonHeight }}
      empty={{ title: props.empty, text: '换个筛选条件试试。' }}
      paging={{ page: props.page, pageSize: props.pageSize, onChange: props.onPage }}
    >
      {(data) => (
        <>
          <SimpleGrid
            columns={{ base: 1, md: 2, lg: 3 }}
            gap={{ base: '3', md: '4' }}
            data-testid={props.testId}
          >
            {data.list.map(props.children)}
          </SimpleGrid>
        </>
      )}
    </PagedListQuery>
  );
}
