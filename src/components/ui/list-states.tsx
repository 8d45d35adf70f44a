import { Box, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import type { QueryState } from '@/lib/use-query';

export function ListSkeleton({ rows = 5, height = '24' }: { rows?: number; height?: string }) {
  return (
    <Stack gap="3" data-testid="list-skeleton" aria-busy="true" aria-label="加载中">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} h={height} rounded="lg" />
      ))}
    </Stack>
  );
}

export function EmptyState({ title, text }: { title: string; text?: string }) {
  return (
    <Box textAlign="center" py="16" px="4" bg="bg" rounded="lg" borderWidth="1px" data-testid="empty-state">
      <Text fontWeight="semibold" fontSize="lg">
        {title}
      </Text>
      {text && (
        <Text color="fg.muted" mt="2">
          {text}
        </Text>
      )}
    </Box>
  );
}

/** A failed load: says why (offline or the server's message) and offers a retry. */
export function ErrorState({
  message,
  offline,
  onRetry,
  offlineText = '网络恢复后再试一次。',
}: {
  message: string;
  offline: boolean;
  onRetry: () => void;
  /** What to do offline, where the page knows better (a search: it needs the network). */
  offlineText?: string;
}) {
  return (
    <Box textAlign="center" py="12" px="4" bg="bg" rounded="lg" borderWidth="1px" data-testid="error-state">
      <Text fontWeight="semibold">{offline ? '当前离线，暂时无法加载' : '加载失败'}</Text>
      <Text color="fg.muted" mt="2">
        {offline ? offlineText : message}
      </Text>
      <Button mt="4" size="sm" variant="outline" onClick={onRetry}>
        重试
      </Button>
    </Box>
  );
}

/** A loaded list: a page of items (`{ list }`) or the items themselves. */
type LoadedList = { list: readonly unknown[] } | readonly unknown[];

const itemsOf = (data: LoadedList): readonly unknown[] => ('list' in data ? data.list : data);

/**
 * The states of a loaded list before its items: failed with nothing to show (ErrorState with retry), not
 * loaded yet (skeletons), loaded and empty (EmptyState); otherwise children(data). A failed reload keeps the
 * data already shown. 重试 loads the query again unless `onRetry` says otherwise.
 */
export function ListQuery<T extends LoadedList>({
  result,
  onRetry,
  skeleton,
  empty,
  offlineText,
  children,
}: {
  result: QueryState<T>;
  offlineText?: string;
  onRetry?: () => void;
  skeleton: { rows: number; height?: string };
  empty: { title: string; text?: string };
  children: (data: T) => ReactNode;
}) {
  if (result.error && !result.data) {
    return (
      <ErrorState
        message={result.error}
        offline={result.offline}
        onRetry={onRetry ?? result.refetch}
        offlineText={offlineText}
      />
    );
  }
  if (!result.data) return <ListSkeleton rows={skeleton.rows} height={skeleton.height} />;
  if (itemsOf(result.data).length === 0) return <EmptyState title={empty.title} text={empty.text} />;
  return <>{children(result.data)}</>;
}
