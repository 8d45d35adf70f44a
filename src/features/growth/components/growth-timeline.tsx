import { Badge, Box, Circle, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';

import { dayTime, daysBefore, groupByMonth, KIND_MARK } from '@/components/journey/growth/format';
import { FilterChips } from '@/components/ui/filter-chips';
import { ListQuery } from '@/components/ui/list-states';
import { Pager } from '@/components/ui/pager';
import type { GrowthRecord } from '@/contract/journey-growth';
import { useQuery } from '@/lib/use-query';

import { getGrowthRecords } from '../api/get-growth-records';

const PAGE_SIZE = 20;
type Range = 'QUARTER' | 'YEAR' | 'ALL';
const RANGES: { code: Range; label: string }[] = [
  { code: 'QUARTER', label: '近3个月' },
  { code: 'YEAR', label: '近1年' },
  { code: 'ALL', label: '全部' },
];
const RANGE_DAYS: Record<Exclude<Range, 'ALL'>, number> = { QUARTER: 90, YEAR: 365 };

function RecordItem({ record }: { record: GrowthRecord }) {
  const mark = KIND_MARK[record.kind];
  return (
    <Flex as="li" gap="3" align="flex-start" data-testid="growth-record">
      <Circle
        size="8"
        flexShrink={0}
        bg={`${mark.palette}.100`}
        color={`${mark.palette}.700`}
        fontSize="sm"
        fontWeight="bold"
        aria-hidden
      >
        {mark.icon}
      </Circle>
      <Stack gap="0.5" minW="0" flex="1" pb="3">
        <HStack gap="2" flexWrap="wrap">
          <Badge colorPalette={mark.palette} data-testid="growth-kind">
            {record.kindLabel}
          </Badge>
          <Text fontSize="xs" color="fg.muted">
            <time dateTime={record.occurredAt}>{dayTime(record.occurredAt)}</time>
            {record.actorName && ` · ${record.actorName}`}
          </Text>
        </HStack>
        <Text fontWeight="medium" wordBreak="break-word">
          {record.title}
        </Text>
        {record.detail && (
          <Text fontSize="sm" color="fg.muted" whiteSpace="pre-wrap" wordBreak="break-word">
            {record.detail}
          </Text>
        )}
      </Stack>
    </Flex>
  );
}

/** 成长记录: the student's timeline, grouped by month, newest first, within 近3个月 / 近1年 / 全部. */
export function GrowthTimeline() {
  const [range, setRange] = useState<Range>('QUARTER');
  const [page, setPage] = useState(1);
  const query = useMemo(() => {
    const from = range === 'ALL' ? undefined : daysBefore(new Date(), RANGE_DAYS[range]);
    return { from, pageIndex: page, pageSize: PAGE_SIZE };
  }, [range, page]);
  const result = useQuery(`growth-records:${query.from ?? ''}:${page}`, (signal) =>
    getGrowthRecords(query, signal),
  );

  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        成长记录
      </Heading>
      <FilterChips
        chips={RANGES}
        value={range}
        onChange={(code) => {
          setRange(code);
          setPage(1);
        }}
        label="时间范围"
        testId="growth-range"
      />
      <ListQuery
        result={result}
        skeleton={{ rows: 4, height: '16' }}
        empty={{ title: '这段时间还没有成长记录', text: '完成任务、录入成绩、收到顾问反馈后会记录在这里。' }}
      >
        {(data) => (
          <Stack gap="5">
            {groupByMonth(data.list).map((group) => (
              <Box as="section" key={group.month} aria-label={group.month} data-testid="growth-month">
                <Heading as="h3" size="sm" color="fg.muted" mb="2">
                  {group.month}
                </Heading>
                <Box as="ol" listStyleType="none" borderStartWidth="2px" borderColor="border" ps="3" ms="3">
                  {group.records.map((record) => (
                    <RecordItem key={record.id} record={record} />
                  ))}
                </Box>
              </Box>
            ))}
            <Pager page={page} total={data.total} pageSize={PAGE_SIZE} onChange={setPage} />
          </Stack>
        )}
      </ListQuery>
    </Stack>
  );
}
