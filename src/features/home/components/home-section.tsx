import { Box, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';

import { CompactList, CompactRow } from '@/features/home/components/compact-row';
import type { HomeSectionQuery } from '@/features/home/api/home-sections';
import type { HomeLinkTarget } from '@/features/home/components/home-links';
import { useQuery, type QueryState } from '@/lib/use-query';

/** The "more" link of a section header: to the section's full page. */
export function MoreLink({ to, label = '查看更多' }: { to: string; label?: string }) {
  return (
    <Text asChild fontSize="sm" color="brand.fg" fontWeight="medium" flexShrink={0}>
      <Link to={to}>
        <Flex as="span" align="center" minH="10" px="1">
          {label} ›
        </Flex>
      </Link>
    </Text>
  );
}

/** A home section: a card with its heading and "more" link, then its items. */
export function SectionFrame({
  title,
  more,
  testId,
  busy = false,
  children,
}: {
  title: string;
  more: { to: string; label?: string };
  testId: string;
  busy?: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      bg="bg"
      borderWidth="1px"
      rounded="xl"
      p={{ base: '4', md: '5' }}
      minW="0"
      // a section out of view is not styled, laid out or painted until it nears the viewport (the home page's
      // first render styled and laid out all eleven, in tasks of ~0.1 s at 4x CPU); it keeps its last height,
      // or before its first render a typical section's (four to five rows: 450-560 px with its padding, at 390
      // and 1440 px), so the page's height barely moves as the sections render
      css={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 27rem' }}
      data-testid={testId}
    >
      <Flex align="center" justify="space-between" gap="3" mb="2">
        <Heading as="h2" id={headingId} size={{ base: 'md', md: 'lg' }}>
          {title}
        </Heading>
        <MoreLink to={more.to} label={more.label} />
      </Flex>
      {children}
    </Box>
  );
}

export function SectionSkeleton({ rows, height = '12' }: { rows: number; height?: string }) {
  return (
    <Stack gap="2" data-testid="section-skeleton" aria-label="加载中">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} h={height} rounded="md" />
      ))}
    </Stack>
  );
}

/**
 * A list section of the home page: skeletons while loading, nothing at all when its request failed before
 * any data or its list is empty (the page never shows an empty box or a section's error), else its items.
 */
export function ListSection<T extends { list: readonly unknown[] }>({
  title,
  more,
  testId,
  result,
  skeletonRows,
  children,
}: {
  title: string;
  more: { to: string; label?: string };
  testId: string;
  result: QueryState<T>;
  skeletonRows: number;
  children: (data: T) => ReactNode;
}) {
  if (result.error && !result.data) return null;
  if (result.data && result.data.list.length === 0) return null;
  return (
    <SectionFrame title={title} more={more} testId={testId} busy={!result.data}>
      {result.data ? children(result.data) : <SectionSkeleton rows={skeletonRows} />}
    </SectionFrame>
  );
}

/** What a compact row shows of one item (CompactRow's props but its key and test id). */
export interface RowContent {
  target: HomeLinkTarget;
  title: string;
  text?: string;
  meta?: ReactNode;
}

/** Which home section: its heading, where 查看更多 goes, its test id, its rows' test id. */
export interface SectionSpec {
  title: string;
  to: string;
  id: string;
  rowId: string;
}

/** A home section of compact rows: the first items of its query (home-sections.ts), each row as `row` says. */
export function CompactListSection<T extends { id: string }>({
  section: { title, to, id, rowId },
  query,
  row,
}: {
  section: SectionSpec;
  query: HomeSectionQuery<{ list: readonly T[] }>;
  row: (item: T) => RowContent;
}) {
  const result = useQuery(query.key, query.fetch);
  return (
    <ListSection title={title} more={{ to }} testId={id} result={result} skeletonRows={query.size}>
      {(data) => (
        <CompactList label={title}>
          {data.list.map((item) => (
            <CompactRow key={item.id} testId={rowId} {...row(item)} />
          ))}
        </CompactList>
      )}
    </ListSection>
  );
}
