import { Box, Flex, Heading, SimpleGrid, Skeleton, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import { SCROLL_HINT_CSS, useScrollHint } from '@/components/ui/scroll-hint';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/ui/list-states';
import { rankAttribution, type UniversityDetail } from '@/contract/catalog';
import { getUniversityDetail, universityDetailKey } from '@/features/school/api/get-university-detail';
import { ActivityList } from '@/features/school/components/activity-list';
import { SchoolMajors } from '@/features/school/components/school-majors';
import {
  CityName,
  SchoolOverview,
  money,
  percent,
  range,
} from '@/features/school/components/school-overview';
import { RankChips } from '@/features/school/components/university-card';
import { UniversityLogo } from '@/components/ui/university-logo';
import { useSubjectTitle } from '@/lib/route-meta';
import { useQuery } from '@/lib/use-query';

const QS_INDICATORS: [keyof NonNullable<UniversityDetail['qsIndicators']>, string][] = [
  ['overall', '总分'],
  ['academicReputation', '学术声誉'],
  ['employerReputation', '雇主声誉'],
  ['facultyStudent', '师生比'],
  ['citationsPerFaculty', '师均论文引用'],
  ['internationalFaculty', '国际教师比例'],
  ['internationalStudents', '国际学生比例'],
  ['internationalResearchNetwork', '国际研究网络'],
  ['employmentOutcomes', '就业成果'],
  ['sustainability', '可持续性'],
];

function Rankings({ u }: { u: UniversityDetail }) {
  if (!u.qsIndicators)
    return (
      <EmptyState title="暂无 QS 指标得分" text="该校未进入 QS 2027 世界大学排名或 QS 未公布其指标得分。" />
    );
  const scores = u.qsIndicators;
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        QS 2027 #{u.ranks.qs?.label ?? '—'}（2026 年 #{u.qsRank2026?.label ?? '—'}）
      </Text>
      <Table.Root size="sm" variant="outline" data-testid="qs-indicators">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>指标</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">得分</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {QS_INDICATORS.map(([key, label]) => (
            <Table.Row key={key}>
              <Table.Cell>{label}</Table.Cell>
              <Table.Cell textAlign="end">{scores[key] ?? '—'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Text fontSize="xs" color="fg.muted">
        {rankAttribution('02')}
      </Text>
    </Stack>
  );
}

function Admission({ u }: { u: UniversityDetail }) {
  const a = u.admission;
  if (!a)
    return (
      <EmptyState title="暂无录取统计数据" text="目前只有美国院校的公开录取数据（College Scorecard）。" />
    );
  const rows: [string, string][] = [
    ['录取率', percent(a.admissionRate)],
    ['SAT 25%–75%', range(a.sat25, a.sat75)],
    ['ACT 25%–75%', range(a.act25, a.act75)],
    ['州内学费（年）', money(a.tuitionInState)],
    ['州外/国际学费（年）', money(a.tuitionOutOfState)],
    ['国际本科生占比', percent(a.internationalShare)],
    ['本科生人数', a.undergraduates === null ? '—' : a.undergraduates.toLocaleString('zh-CN')],
  ];
  return (
    <Stack gap="3">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        {rows.map(([label, value]) => (
          <Flex key={label} justify="space-between" borderWidth="1px" rounded="md" p="3" bg="bg">
            <Text color="fg.muted">{label}</Text>
            <Text fontWeight="semibold">{value}</Text>
          </Flex>
        ))}
      </SimpleGrid>
      <Text fontSize="xs" color="fg.muted">
        {a.source}
      </Text>
    </Stack>
  );
}

/**
 * The page's shape while it loads: the header card at its usual height (one name line each, the place, the
 * rank chips and the join button), the tab bar, and enough of the overview to reach below the fold, so the
 * footer does not show and then jump away when the school comes (CLS).
 */
function DetailSkeleton() {
  return (
    <Stack gap="6" aria-busy="true" aria-label="加载中" data-testid="school-detail-skeleton">
      <Skeleton h={{ base: '260px', md: '232px' }} rounded="xl" />
      <Skeleton h="10" rounded="md" />
      <ListSkeleton rows={4} height="32" />
    </Stack>
  );
}

/**
 * /school/detail?id=: header (names, other names, place, ranks) and tabs (overview, rankings, admission
 * statistics, majors by QS subject, activities, evaluations). The header's 加入我的大学List belongs to another slice: the route passes it in.
 */
export function SchoolDetailPage({
  id,
  joinButton,
}: {
  id: string;
  joinButton: (university: UniversityDetail) => ReactNode;
}) {
  const result = useQuery(universityDetailKey(id), (signal) => getUniversityDetail(id, signal));
  useSubjectTitle(result.data?.nameCn);
  const scrollHint = useScrollHint<HTMLDivElement>();
  if (result.error && !result.data) {
    return <ErrorState message={result.error} offline={result.offline} onRetry={result.refetch} />;
  }
  const u = result.data;
  if (!u) return <DetailSkeleton />;
  return (
    <Stack gap="6">
      <Flex gap="4" align="center" bg="bg" p={{ base: '4', md: '6' }} rounded="xl" borderWidth="1px">
        <UniversityLogo text={u.logoText} name={u.nameEn} size={{ base: 16, md: 20 }} />
        <Box minW="0">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {u.nameCn}
          </Heading>
          {u.nameEn !== u.nameCn && <Text color="fg.muted">{u.nameEn}</Text>}
          {u.overview.aliases.length > 0 && (
            <Text fontSize="sm" color="fg.muted" data-testid="school-aliases">
              又称 {u.overview.aliases.join('、')}
            </Text>
          )}
          <Text fontSize="sm" color="fg.muted" mt="1">
            {u.countryName}
            {u.city || u.overview.cityCn ? ' · ' : ''}
            <CityName city={u.city} cityCn={u.overview.cityCn} />
            {u.typeName ? ` · ${u.typeName}` : ''}
          </Text>
          <Box mt="2">
            <RankChips ranks={u.ranks} />
          </Box>
          <Box mt="3">{joinButton(u)}</Box>
        </Box>
      </Flex>
      <Tabs.Root defaultValue="overview" variant="line" colorPalette="brand" lazyMount>
        <Tabs.List ref={scrollHint} css={SCROLL_HINT_CSS} overflowX="auto" overflowY="hidden">
          <Tabs.Trigger value="overview" flexShrink={0} whiteSpace="nowrap">
            概况
          </Tabs.Trigger>
          <Tabs.Trigger value="rankings" flexShrink={0} whiteSpace="nowrap">
            排名
          </Tabs.Trigger>
          <Tabs.Trigger value="admission" flexShrink={0} whiteSpace="nowrap">
            录取数据
          </Tabs.Trigger>
          <Tabs.Trigger value="majors" flexShrink={0} whiteSpace="nowrap">
            专业
          </Tabs.Trigger>
          <Tabs.Trigger value="activities" flexShrink={0} whiteSpace="nowrap">
            活动
          </Tabs.Trigger>
          <Tabs.Trigger value="evaluations" flexShrink={0} whiteSpace="nowrap">
            评价
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="overview">
          <SchoolOverview u={u} />
        </Tabs.Content>
        <Tabs.Content value="rankings">
          <Rankings u={u} />
        </Tabs.Content>
        <Tabs.Content value="admission">
          <Admission u={u} />
        </Tabs.Content>
        <Tabs.Content value="majors">
          <SchoolMajors majors={u.majors} />
        </Tabs.Content>
        <Tabs.Content value="activities">
          <ActivityList universityId={u.id} />
        </Tabs.Content>
        <Tabs.Content value="evaluations">
          <EmptyState title="还没有同学评价这所学校" text="在读学生和校友的评价会显示在这里。" />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
