import { Badge, Text } from '@chakra-ui/react';

import { CompactList, CompactRow } from '@/features/home/components/compact-row';
import { formatDay } from '@/lib/format';
import { ListSection } from '@/features/home/components/home-section';
import { getHomeActivities } from '@/features/home/api/get-home-activities';
import { useQuery } from '@/lib/use-query';

const PAGE_SIZE = 4;

/** 热门活动: the first school activities, to their detail and to /school/activity. */
export function ActivitySection() {
  const result = useQuery('home-activities', (signal) => getHomeActivities(PAGE_SIZE, signal));
  return (
    <ListSection
      title="热门活动"
      more={{ to: '/school/activity' }}
      testId="home-activities"
      result={result}
      skeletonRows={PAGE_SIZE}
    >
      {(data) => (
        <CompactList label="热门活动">
          {data.list.map((activity) => (
            <CompactRow
              key={activity.id}
              testId="home-activity"
              target={{ to: '/school/activity/detail', search: { id: activity.id } }}
              title={activity.title}
              text={activity.universityNameCn}
              meta={
                <>
                  <Badge size="xs" colorPalette="brand" variant="subtle">
                    {activity.statusName}
                  </Badge>
                  <Text as="span">{activity.kindName}</Text>
                  <time dateTime={activity.startAt}>{formatDay(activity.startAt)}</time>
                  <Text as="span">{activity.online ? '线上' : (activity.location ?? '线下')}</Text>
                </>
              }
            />
          ))}
        </CompactList>
      )}
    </ListSection>
  );
}
