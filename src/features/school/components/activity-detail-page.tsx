import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import type { Activity } from '@/contract/catalog';
import { ErrorState, ListSkeleton } from '@/components/ui/list-states';
import { getActivityDetail } from '@/features/school/api/get-activity-detail';
import { formatActivityTime } from '@/features/school/components/activity-list';
import { useQuery } from '@/lib/use-query';

/**
 * /school/activity/detail?id=: one activity with its university; `action` is the sign-up (报名) the route
 * composes in from the appointment slice.
 */
export function ActivityDetailPage({
  id,
  action,
}: {
  id: string;
  action?: (activity: Activity) => ReactNode;
}) {
  const result = useQuery(id, (signal) => getActivityDetail(id, signal));
  if (result.error && !result.data) {
    return <ErrorState message={result.error} offline={result.offline} onRetry={result.refetch} />;
  }
  const a = result.data;
  if (!a) return <ListSkeleton rows={2} height="32" />;
  return (
    <Stack gap="4" bg="bg" borderWidth="1px" rounded="xl" p={{ base: '4', md: '8' }}>
      <HStack gap="2">
        <Badge>{a.kindName}</Badge>
        <Badge colorPalette="brand">{a.statusName}</Badge>
      </HStack>
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
        {a.title}
      </Heading>
      <Stack gap="1" color="fg.muted" fontSize="sm">
        <Text>时间：{formatActivityTime(a)}</Text>
        <Text>形式：{a.online ? '线上' : `线下 · ${a.location ?? ''}`}</Text>
      </Stack>
      {action && (
        <Box borderWidth="1px" rounded="lg" p="4" bg="bg.subtle">
          {action(a)}
        </Box>
      )}
      <Box whiteSpace="pre-wrap" lineHeight="tall">
        {a.description}
      </Box>
      <HStack>
        <Button asChild colorPalette="brand" variant="outline">
          <Link to="/school/detail" search={{ id: a.universityId }}>
            查看{a.universityNameCn}
          </Link>
        </Button>
      </HStack>
    </Stack>
  );
}
