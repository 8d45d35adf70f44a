import { Text } from '@chakra-ui/react';

import { dateFormat } from '@/contract/date-format';
import { getHomeAdmissions } from '@/features/home/api/get-home-admissions';
import { CompactList, CompactRow } from '@/features/home/components/compact-row';
import { ListSection } from '@/features/home/components/home-section';
import { useQuery } from '@/lib/use-query';

const PAGE_SIZE = 4;

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

/** 招生面试: the next admission interviews with places left, to /admission (booking needs a login there). */
export function AdmissionSection() {
  const result = useQuery('home-admissions', (signal) => getHomeAdmissions(PAGE_SIZE, signal));
  return (
    <ListSection
      title="招生面试"
      more={{ to: '/admission' }}
      testId="home-admissions"
      result={result}
      skeletonRows={PAGE_SIZE}
    >
      {(data) => (
        <CompactList label="招生面试">
          {data.list.map((session) => (
            <CompactRow
              key={session.id}
              testId="home-admission-item"
              target={{ to: '/admission', search: {} }}
              title={session.title}
              text={`${session.universityNameCn} · ${session.online ? '线上' : (session.location ?? session.countryName)}`}
              meta={
                <>
                  <Text as="span">{startOf(session.startAt, session.timeZone)}</Text>
                  <Text as="span">
                    {session.state === 'open' ? `剩余 ${session.remaining} 个名额` : session.stateName}
                  </Text>
                </>
              }
            />
          ))}
        </CompactList>
      )}
    </ListSection>
  );
}
