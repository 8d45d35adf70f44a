import { Text } from '@chakra-ui/react';

import { dateFormat } from '@/contract/date-format';
import type { AdmissionSession } from '@/contract/appointment';
import { HOME_SECTIONS } from '@/features/home/api/home-sections';
import {
  CompactListSection,
  type RowContent,
  type SectionSpec,
} from '@/features/home/components/home-section';

/** A session's start in the zone it is held in: 11月29日 10:00（北京时间 / 当地时间）. */
function startOf(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  // one formatter per zone, made once (src/contract/date-format.ts)
  const text = dateFormat('zh-CN', {
    timeZone,
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(date);
  return `${text}（${timeZone === 'Asia/Shanghai' ? '北京时间' : '当地时间'}）`;
}

const ADMISSIONS: SectionSpec = {
  title: '招生面试',
  to: '/admission',
  id: 'home-admissions',
  rowId: 'home-admission-item',
};

const sessionRow = (session: AdmissionSession): RowContent => ({
  target: { to: '/admission', search: {} },
  title: session.title,
  text: `${session.universityNameCn} · ${session.online ? '线上' : (session.location ?? session.countryName)}`,
  meta: (
    <>
      <Text as="span">{startOf(session.startAt, session.timeZone)}</Text>
      <Text as="span">
        {session.state === 'open' ? `剩余 ${session.remaining} 个名额` : session.stateName}
      </Text>
    </>
  ),
});

/** 招生面试: the next admission interviews with places left, to /admission (booking needs a login there). */
export function AdmissionSection() {
  return <CompactListSection section={ADMISSIONS} query={HOME_SECTIONS.admissions} row={sessionRow} />;
}
