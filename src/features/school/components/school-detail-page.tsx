import {
  Badge,
  Box,
  Flex,
  Heading,
  Link as ChakraLink,
  SimpleGrid,
  Stack,
  Stat,
  Table,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import { EmptyState, ErrorState, ListSkeleton } from '@/components/ui/list-states';
import { rankAttribution, type UniversityDetail } from '@/contract/catalog';
import { getUniversityDetail } from '@/features/school/api/get-university-detail';
import { ActivityList } from '@/features/school/components/activity-list';
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

const percent = (n: number | null) => (n === null ? '—' : `${Math.round(n * 1000) / 10}%`);
const money = (n: number | null) => (n === null ? '—' : `$${n.toLocaleString('en-US')}`);
const range = (a: number | null, b: number | null) => (a === null || b === null ? '—' : `${a} – ${b}`);

function Overview({ u }: { u: UniversityDetail }) {
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        {(
          [
            ['QS 2027', u.ranks.qs?.label],
            ['US News 2026-27', u.ranks.usNews?.label],
            ['泰晤士 2025', u.ranks.the?.label],
            ['软科 2025', u.ranks.arwu?.label],
          ] as const
        ).map(([label, value]) => (
          <Stat.Root key={label} borderWidth="1px" rounded="lg" p="3" bg="bg">
            <Stat.Label>{label}</Stat.Label>
            <Stat.ValueText>{value ? `#${value}` : '未上榜'}</Stat.ValueText>
          </Stat.Root>
        ))}
      </SimpleGrid>
      <Text color="fg.muted">
        {u.nameCn}（{u.nameEn}）位于{u.countryName}
        {u.city ? u.city : ''}
        {u.typeName ? `，是一所${u.typeName}大学` : ''}。
      </Text>
      {u.webPage && (
        <ChakraLink
          href={u.webPage}
          target="_blank"
          rel="noopener noreferrer"
          colorPalette="brand"
          color="colorPalette.fg"
        >
          访问学校官网
        </ChakraLink>
      )}
    </Stack>
  );
}

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

function Majors({ u }: { u: UniversityDetail }) {
  if (u.majors.length === 0) return <EmptyState title="暂无专业排名" text="该校暂未进入 QS 学科排名。" />;
  return (
    <Stack gap="2">
      {u.majors.map((m) => (
        <Flex
          key={m.majorCode}
          justify="space-between"
          align="center"
          borderWidth="1px"
          rounded="md"
          p="3"
          bg="bg"
          gap="3"
        >
          <Box minW="0">
            <ChakraLink asChild fontWeight="semibold">
              <Link to="/majors/detail" search={{ code: m.majorCode }}>
                {m.nameCn}
              </Link>
            </ChakraLink>
            <Text fontSize="xs" color="fg.muted">
              {m.subjectEn}
            </Text>
          </Box>
          <Badge colorPalette="brand">QS 学科 #{m.rank}</Badge>
        </Flex>
      ))}
    </Stack>
  );
}

/**
 * /school/detail?id=: header and tabs (overview, rankings, admission statistics, majors, activities,
 * evaluations). The header's 加入我的大学List belongs to another slice: the route passes it in.
 */
export function SchoolDetailPage({
  id,
  joinButton,
}: {
  id: string;
  joinButton: (university: UniversityDetail) => ReactNode;
}) {
  const result = useQuery(id, (signal) => getUniversityDetail(id, signal));
  useSubjectTitle(result.data?.nameCn);
  if (result.error && !result.data) {
    return <ErrorState message={result.error} offline={result.offline} onRetry={result.refetch} />;
  }
  const u = result.data;
  if (!u) return <ListSkeleton rows={3} height="32" />;
  return (
    <Stack gap="6">
      <Flex gap="4" align="center" bg="bg" p={{ base: '4', md: '6' }} rounded="xl" borderWidth="1px">
        <UniversityLogo text={u.logoText} name={u.nameEn} size={{ base: 16, md: 20 }} />
        <Box minW="0">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {u.nameCn}
          </Heading>
          {u.nameEn !== u.nameCn && <Text color="fg.muted">{u.nameEn}</Text>}
          <Text fontSize="sm" color="fg.muted" mt="1">
            {u.countryName}
            {u.city ? ` · ${u.city}` : ''}
            {u.typeName ? ` · ${u.typeName}` : ''}
          </Text>
          <Box mt="2">
            <RankChips ranks={u.ranks} />
          </Box>
          <Box mt="3">{joinButton(u)}</Box>
        </Box>
      </Flex>
      <Tabs.Root defaultValue="overview" variant="line" colorPalette="brand" lazyMount>
        <Tabs.List overflowX="auto" overflowY="hidden">
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
          <Overview u={u} />
        </Tabs.Content>
        <Tabs.Content value="rankings">
          <Rankings u={u} />
        </Tabs.Content>
        <Tabs.Content value="admission">
          <Admission u={u} />
        </Tabs.Content>
        <Tabs.Content value="majors">
          <Majors u={u} />
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
