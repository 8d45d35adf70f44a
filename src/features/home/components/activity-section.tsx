import { Badge, Text } from '@chakra-ui/react';

import type { Activity } from '@/contract/catalog';
import { HOME_SECTIONS } from '@/features/home/api/home-sections';
import {
  CompactListSection,
  type RowContent,
  type SectionSpec,
} from '@/features/home/components/home-section';
import { formatDay } from '@/lib/format';

const ACTIVITIES: SectionSpec = {
  title: '热门活动',
  to: '/school/activity',
  id: 'home-activities',
  rowId: 'home-activity',
};

const activityRow = (activity: Activity): RowContent => ({
  target: { to: '/school/activity/detail', search: { id: activity.id } },
  title: activity.title,
  text: activity.universityNameCn,
  meta: (
    <>
      <Badge size="xs" colorPalette="brand" variant="subtle">
        {activity.statusName}
      </Badge>
      <Text as="span">{activity.kindName}</Text>
      <time dateTime={activity.startAt}>{formatDay(activity.startAt)}</time>
      <Text as="span">{activity.online ? '线上' : (activity.location ?? '线下')}</Text>
    </>
  ),
});

/** 热门活动: the first school activities, to their detail and to /school/activity. */
export function ActivitySection() {
  return <CompactListSection section={ACTIVITIES} query={HOME_SECTIONS.activities} row={activityRow} />;
}
