import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { PrivateImage } from '@/components/chat/private-image';
import { FilterChips, type FilterChip } from '@/components/ui/filter-chips';
import { ListQuery } from '@/components/ui/list-states';
import { Pager } from '@/components/ui/pager';
import { PersonAvatar } from '@/components/ui/person-avatar';
import {
  CIRCLE_REPORT_REASONS,
  CIRCLE_REPORT_STATUSES,
  type CircleAuthor,
  type CircleReportItem,
  type CircleReportStatus,
} from '@/contract/circle';
import { showToast } from '@/lib/toast';
import { useQuery } from '@/lib/use-query';

import { getCircleReports } from '../api/get-circle-reports';
import { resolveCircleReport } from '../api/resolve-circle-report';
import { REPORT_TEXT } from './report-text';

const PAGE_SIZE = 20;

const CHIPS: FilterChip<CircleReportStatus>[] = (
  Object.keys(CIRCLE_REPORT_STATUSES) as CircleReportStatus[]
).map((code) => ({ code, label: CIRCLE_REPORT_STATUSES[code] }));

function reasonName(code: string): string {
  return code in CIRCLE_REPORT_REASONS
    ? CIRCLE_REPORT_REASONS[code as keyof typeof CIRCLE_REPORT_REASONS]
    : code;
}

function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function Person({ label, person }: { label: string; person: CircleAuthor }) {
  return (
    <HStack gap="1.5" fontSize="sm" minW="0">
      <Text color="fg.muted">{label}</Text>
      <PersonAvatar size="2xs" colorPalette="gray" name={person.name} src={person.avatar} />
      <Text truncate>{person.name}</Text>
    </HStack>
  );
}

/** One report: the reported text (as text: it is hostile input), its images, who, why, when, and actions. */
function ReportRow({
  item,
  busy,
  onResolve,
}: {
  item: CircleReportItem;
  busy: boolean;
  onResolve: (action: 'HIDE' | 'DISMISS') => void;
}) {
  return (
    <Box as="article" bg="bg" borderWidth="1px" rounded="lg" p="4" data-testid="console-report">
      <Stack gap="2">
        <HStack gap="2" flexWrap="wrap">
          <Badge colorPalette="gray">
            {item.targetType === 'POST' ? REPORT_TEXT.post : REPORT_TEXT.comment}
          </Badge>
          <Badge colorPalette="red" variant="subtle">
            {reasonName(item.reason)}
          </Badge>
          <Text fontSize="xs" color="fg.muted">
            <time dateTime={item.createTime}>{formatTime(item.createTime)}</time>
          </Text>
        </HStack>
        <Text whiteSpace="pre-wrap" wordBreak="break-word" data-testid="console-report-content">
          {item.content}
        </Text>
        {item.images.length > 0 && (
          <HStack gap="2" flexWrap="wrap" css={{ '& img': { maxWidth: '96px', maxHeight: '96px' } }}>
            {item.images.map((src) => (
              <PrivateImage key={src} src={src} alt={REPORT_TEXT.image} />
            ))}
          </HStack>
        )}
        {item.detail && (
          <Text fontSize="sm" color="fg.muted" whiteSpace="pre-wrap" wordBreak="break-word">
            {REPORT_TEXT.detail}：{item.detail}
          </Text>
        )}
        <HStack gap="4" flexWrap="wrap">
          <Person label={REPORT_TEXT.author} person={item.author} />
          <Person label={REPORT_TEXT.reporter} person={item.reporter} />
        </HStack>
        {item.status === 'OPEN' && (
          <HStack gap="2">
            <Button size="sm" colorPalette="red" loading={busy} onClick={() => onResolve('HIDE')}>
              {REPORT_TEXT.hide}
            </Button>
            <Button size="sm" variant="outline" disabled={busy} onClick={() => onResolve('DISMISS')}>
              {REPORT_TEXT.dismiss}
            </Button>
          </HStack>
        )}
      </Stack>
    </Box>
  );
}

/**
 * 举报处理 (platform customer service only): reported circle posts and comments by status, with 隐藏内容 /
 * 驳回 on the open ones. A resolved report leaves 待处理 at once; a refusal is the request client's toast.
 */
export function ReportQueue() {
  const [status, setStatus] = useState<CircleReportStatus>('OPEN');
  const [page, setPage] = useState(1);
  const [resolved, setResolved] = useState<Record<string, true>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const result = useQuery(`circle-reports:${status}:${page}`, (signal) =>
    getCircleReports({ status, pageIndex: page, pageSize: PAGE_SIZE }, signal),
  );

  const resolve = async (item: CircleReportItem, action: 'HIDE' | 'DISMISS') => {
    setBusy(item.id);
    try {
      await resolveCircleReport({ id: item.id, action });
      setResolved((current) => ({ ...current, [item.id]: true }));
      showToast({ type: 'success', message: action === 'HIDE' ? REPORT_TEXT.hidden : REPORT_TEXT.dismissed });
    } catch {
      // the request client has shown why
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="4" p="4" overflowY="auto" flex="1" minH="0" data-testid="console-reports">
      {/* the chips scroll sideways (overflow): in this scrolling column they would shrink to nothing */}
      <Box flexShrink={0}>
        <FilterChips
          chips={CHIPS}
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
          label={REPORT_TEXT.title}
          testId="console-report-statuses"
        />
      </Box>
      <ListQuery
        result={result}
        onRetry={result.refetch}
        skeleton={{ rows: 3, height: '32' }}
        empty={{ title: REPORT_TEXT.empty }}
      >
        {(data) => {
          const rows = data.list.filter((item) => !(item.status === 'OPEN' && resolved[item.id]));
          return (
            <Stack gap="3" opacity={result.loading ? 0.6 : 1}>
              {rows.length === 0 && <Text color="fg.muted">{REPORT_TEXT.empty}</Text>}
              {rows.map((item) => (
                <ReportRow
                  key={item.id}
                  item={item}
                  busy={busy === item.id}
                  onResolve={(action) => void resolve(item, action)}
                />
              ))}
              <Pager page={page} total={data.total} pageSize={PAGE_SIZE} onChange={setPage} />
            </Stack>
          );
        }}
      </ListQuery>
    </Stack>
  );
}
