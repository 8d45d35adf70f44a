import { Button, HStack, Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import type { QueryState } from '@/lib/use-query';

/**
 * The options of one field that load on their own (a dictionary, the regions): a small spinner, then the
 * options; or why they did not load (offline or not) with 重试, so a missing list only disables its field.
 */
export function LoadState<T>({
  query,
  children,
}: {
  query: QueryState<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error !== null) {
    return (
      <HStack gap="2" fontSize="sm" color="fg.muted" data-testid="load-failed">
        <Text>{query.offline ? '当前离线，选项暂时无法加载' : '选项加载失败'}</Text>
        <Button size="xs" variant="outline" onClick={query.refetch}>
          重试
        </Button>
      </HStack>
    );
  }
  return (
    <HStack gap="2" fontSize="sm" color="fg.muted">
      <Spinner size="xs" />
      <Text>加载中…</Text>
    </HStack>
  );
}
