import { Badge, Box, Button, Field, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSnapshot } from 'valtio';

import { FilterChips, type FilterChip } from '@/components/ui/filter-chips';
import { ListQuery } from '@/components/ui/list-states';
import { Pager } from '@/components/ui/pager';
import type { AdmissionSession, AppointmentKind } from '@/contract/appointment';
import { getAdmissionPage } from '@/features/appointment/api/get-admission-page';
import { getOwnAppointments } from '@/features/appointment/api/get-own-appointments';
import { getVisitPage } from '@/features/appointment/api/get-visit-page';
import { AppointmentDialog } from '@/features/appointment/components/appointment-dialog';
import { formatRange, placesText, STATE_PALETTE } from '@/features/appointment/components/format';
import { session as userSession } from '@/lib/session';
import { useQuery } from '@/lib/use-query';

const PAGE_SIZE = 10;

/** The list's filters, kept in the URL by the route. */
export interface SessionSearch {
  countryCode?: string;
  online?: '1' | '0';
  dateFrom?: string;
  dateTo?: string;
  page?: number;
}

const FORM_CHIPS: FilterChip<'1' | '0' | undefined>[] = [
  { code: undefined, label: '全部形式' },
  { code: '1', label: '线上' },
  { code: '0', label: '线下' },
];

const TEXT: Record<AppointmentKind, { empty: string; emptyText: string; action: string }> = {
  '01': {
    empty: '暂无符合条件的招生面试',
    emptyText: '换个国家、形式或日期看看，新的面试场次发布后会显示在这里。',
    action: '预约面试',
  },
  '02': {
    empty: '暂无符合条件的访校活动',
    emptyText: '换个国家、形式或日期看看，新的参观场次发布后会显示在这里。',
    action: '预约参观',
  },
};

const DATE_BOUNDS = [
  { key: 'dateFrom', label: '开始日期' },
  { key: 'dateTo', label: '结束日期' },
] as const;

/** The badge and button of a session the student has booked: theirs, whatever places are left. */
const BOOKED = '已预约';

function SessionCard({
  item,
  action,
  booked,
  onBook,
}: {
  item: AdmissionSession;
  action: string;
  /** The student holds an appointment of this session. */
  booked: boolean;
  onBook: () => void;
}) {
  return (
    <Box as="article" bg="bg" borderWidth="1px" rounded="lg" p="4" data-testid="session-card">
      <Flex direction={{ base: 'column', md: 'row' }} gap="3" justify="space-between">
        <Stack gap="1" minW="0">
          <HStack gap="2" flexWrap="wrap">
            <Badge variant="outline">{item.kindName}</Badge>
            <Badge colorPalette={item.online ? 'purple' : 'blue'}>{item.online ? '线上' : '线下'}</Badge>
            {booked ? (
              <Badge colorPalette="green" data-testid="session-booked">
                {BOOKED}
              </Badge>
            ) : (
              <Badge colorPalette={STATE_PALETTE[item.state]}>{item.stateName}</Badge>
            )}
          </HStack>
          <Text fontWeight="semibold">{item.title}</Text>
          <Text fontSize="sm" color="fg.muted">
            {item.universityNameCn} · {item.countryName}
          </Text>
          <Text fontSize="sm">{formatRange(item.startAt, item.endAt, item.timeZone)}</Text>
          {item.location && (
            <Text fontSize="sm" color="fg.muted">
              地点：{item.location}
            </Text>
          )}
          <Text fontSize="xs" color="fg.muted" lineClamp={2}>
            {item.description}
          </Text>
        </Stack>
        <Stack gap="2" align={{ base: 'stretch', md: 'flex-end' }} flexShrink={0} minW={{ md: '40' }}>
          <Text
            fontSize="sm"
            fontWeight="medium"
            color={item.state === 'open' && item.remaining <= 3 ? 'orange.600' : undefined}
            data-testid="session-places"
          >
            {booked ? '你已预约此场次' : placesText(item)}
          </Text>
          <Button colorPalette="brand" disabled={booked || item.state !== 'open'} onClick={onBook}>
            {booked ? BOOKED : item.state === 'open' ? action : item.stateName}
          </Button>
        </Stack>
      </Flex>
    </Box>
  );
}

/** /admission and /visit: sessions with their places left, filters in the URL, the appointment form. */
export function SessionListPage({
  kind,
  search,
  onSearch,
}: {
  kind: AppointmentKind;
  search: SessionSearch;
  onSearch: (next: SessionSearch) => void;
}) {
  const page = search.page ?? 1;
  const query = {
    pageIndex: page,
    pageSize: PAGE_SIZE,
    countryCode: search.countryCode,
    online: search.online,
    dateFrom: search.dateFrom,
    dateTo: search.dateTo,
  };
  const result = useQuery(`${kind}:${JSON.stringify(query)}`, (signal) =>
    kind === '01' ? getAdmissionPage(query, signal) : getVisitPage(query, signal),
  );
  const [booking, setBooking] = useState<AdmissionSession | null>(null);
  const user = useSnapshot(userSession).user;
  // the student's own appointments: a session they booked reads 已预约, not 已约满 once their place was the last
  const own = useQuery(
    `own-appointments:${kind}:${user?.id ?? ''}`,
    (signal) => getOwnAppointments(kind, signal),
    {
      enabled: user !== null,
    },
  );
  const bookedIds = new Set((own.data ?? []).map((appointment) => appointment.session.id));
  const text = TEXT[kind];
  const countryChips: FilterChip<string | undefined>[] = [
    { code: undefined, label: '全部国家' },
    ...(result.data?.countries ?? []).map((c) => ({ code: c.code, label: c.name })),
  ];
  // a filter change goes back to page 1
  const filters: SessionSearch = {
    countryCode: search.countryCode,
    online: search.online,
    dateFrom: search.dateFrom,
    dateTo: search.dateTo,
  };

  return (
    <Stack gap="4">
      <Stack gap="3" bg="bg" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <FilterChips
          chips={countryChips}
          value={search.countryCode}
          onChange={(countryCode) => onSearch({ ...filters, countryCode })}
          label="国家/地区"
          testId="session-countries"
        />
        <FilterChips
          chips={FORM_CHIPS}
          value={search.online}
          onChange={(online) => onSearch({ ...filters, online })}
          label="形式"
          testId="session-forms"
        />
        <Flex gap="3" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'flex-end' }}>
          {DATE_BOUNDS.map(({ key, label }) => (
            <Field.Root key={key} flex="1">
              <Field.Label fontSize="sm">{label}</Field.Label>
              <Input
                type="date"
                size="sm"
                value={search[key] ?? ''}
                onChange={(e) => onSearch({ ...filters, [key]: e.target.value || undefined })}
              />
            </Field.Root>
          ))}
          {(search.dateFrom || search.dateTo) && (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => onSearch({ ...filters, dateFrom: undefined, dateTo: undefined })}
            >
              清除日期
            </Button>
          )}
        </Flex>
      </Stack>
      <ListQuery
        result={result}
        skeleton={{ rows: 4, height: '32' }}
        empty={{ title: text.empty, text: text.emptyText }}
      >
        {(data) => (
          <Stack gap="3" opacity={result.loading ? 0.6 : 1} data-testid="session-list">
            <Text fontSize="sm" color="fg.muted">
              共 {data.total} 场
            </Text>
            {data.list.map((item) => (
              <SessionCard
                key={item.id}
                item={item}
                action={text.action}
                booked={bookedIds.has(item.id)}
                onBook={() => setBooking(item)}
              />
            ))}
            <Pager
              page={page}
              total={data.total}
              pageSize={PAGE_SIZE}
              onChange={(next) => onSearch({ ...search, page: next })}
            />
          </Stack>
        )}
      </ListQuery>
      {booking && (
        <AppointmentDialog
          session={booking}
          defaultName={user?.nameCn ?? ''}
          defaultPhone={user?.mobile ?? ''}
          onClose={() => setBooking(null)}
          onBooked={() => {
            result.refetch();
            own.refetch();
          }}
        />
      )}
    </Stack>
  );
}
