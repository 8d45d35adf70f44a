import { Badge, Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';

import { CardShell, CardTitle } from '@/components/ui/card-shell';
import { ListQuery } from '@/components/ui/list-states';
import { Pager } from '@/components/ui/pager';
import type { Activity } from '@/contract/catalog';
import { dateFormat, knownTimeZoneOr } from '@/contract/date-format';
import { getActivityPage } from '@/features/school/api/get-activity-page';
import { useQuery } from '@/lib/use-query';

/** The times in the zone the activity is held in: 当地时间 on site abroad, 北京时间 online and in China. */
export function formatActivityTime(a: Pick<Activity, 'startAt' | 'endAt' | 'timeZone'>): string {
  // a zone the browser knows, else Beijing
  const timeZone = knownTimeZoneOr(a.timeZone, 'Asia/Shanghai');
  const fmt = dateFormat('zh-CN', {
    timeZone,
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const label = timeZone === 'Asia/Shanghai' ? '北京时间' : '当地时间';
  return `${fmt.format(new Date(a.startAt))} – ${fmt.format(new Date(a.endAt))}（${label}）`;
}

const STATUS_PALETTE: Record<string, string> = {
  报名中: 'green',
  进行中: 'orange',
  未开始: 'blue',
  已结束: 'gray',
};

export function ActivityCard({ activity }: { activity: Activity }) {
  return (
    <CardShell p="4" data-testid="activity-card">
      <Flex justify="space-between" gap="3" align="flex-start">
        <Box minW="0">
          <CardTitle link={<Link to="/school/activity/detail" search={{ id: activity.id }} />} lineClamp={2}>
            {activity.title}
          </CardTitle>
          <Text fontSize="sm" color="fg.muted" mt="1">
            {activity.universityNameCn}
          </Text>
          <HStack fontSize="xs" color="fg.muted" mt="2" gap="2" flexWrap="wrap">
            <Text>{formatActivityTime(activity)}</Text>
            <Badge size="xs" variant="outline">
              {activity.kindName}
            </Badge>
            <Text>{activity.online ? '线上' : (activity.location ?? '线下')}</Text>
          </HStack>
        </Box>
        <Badge colorPalette={STATUS_PALETTE[activity.statusName] ?? 'gray'} flexShrink={0}>
          {activity.statusName}
        </Badge>
      </Flex>
    </CardShell>
  );
}

/** University activities, upcoming first (all universities, or one). */
export function ActivityList({ universityId }: { universityId?: string }) {
  const [page, setPage] = useState(1);
  const result = useQuery(`${universityId ?? ''}:${page}`, (signal) =>
    getActivityPage({ pageIndex: page, universityId }, signal),
  );
  return (
    <ListQuery
      result={result}
      skeleton={{ rows: 4, height: '20' }}
      empty={{ title: '暂无院校活动', text: '开放日、宣讲会和线上讲座发布后会显示在这里。' }}
    >
      {(data) => (
        <Stack gap="3" opacity={result.loading ? 0.6 : 1}>
          {data.list.map((a) => (
            <ActivityCard key={a.id} activity={a} />
          ))}
          <Pager page={page} total={data.total} pageSize={data.pageSize} onChange={setPage} />
        </Stack>
      )}
    </ListQuery>
  );
}
