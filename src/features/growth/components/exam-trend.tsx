import { Box, Button, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';

import { EXAM_TABLE, type ExamType } from '@/contract/journey-growth';
import { ErrorState } from '@/components/ui/list-states';
import { useQuery } from '@/lib/use-query';

import { deleteExamScore } from '../api/delete-exam-score';
import { getExamTrend } from '../api/get-exam-trend';

/** uPlot is loaded with the chart, on demand (not in the entry chunk). */
const ExamTrendChart = lazy(() => import('./exam-trend-chart'));

/** One exam's scores over time: the chart (lazy, with a fallback) and the same data as a table. */
export function ExamTrendView({
  examType,
  version,
  onDeleted,
}: {
  examType: ExamType;
  version: number;
  /** After a score was removed (the summaries change too). */
  onDeleted: () => void;
}) {
  /** The score whose 删除 was pressed once: the second press (确认删除) removes it. */
  const [confirming, setConfirming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  async function remove(id: string) {
    if (confirming !== id) {
      setConfirming(id);
      return;
    }
    setDeleting(true);
    try {
      await deleteExamScore(id);
      setConfirming(null);
      onDeleted();
    } catch {
      // the request's toast says why; the row stays
    } finally {
      setDeleting(false);
    }
  }
  const result = useQuery(`exam-trend:${examType}:${version}`, (signal) => getExamTrend(examType, signal));
  const spec = EXAM_TABLE[examType];
  if (result.error && !result.data) {
    return <ErrorState message={result.error} offline={result.offline} onRetry={result.refetch} />;
  }
  if (!result.data) return <Skeleton height="40" />;
  const trend = result.data;
  return (
    <Stack gap="3" data-testid="exam-trend">
      {trend.points.length > 1 ? (
        <Suspense
          fallback={
            <Box
              minH="220px"
              display="flex"
              alignItems="center"
              justifyContent="center"
              data-testid="chart-loading"
            >
              <Text fontSize="sm" color="fg.muted">
                趋势图加载中…
              </Text>
            </Box>
          }
        >
          <ExamTrendChart trend={trend} />
        </Suspense>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          再记录一次成绩即可看到趋势图。
        </Text>
      )}
      <Box overflowX="auto">
        <Table.Root size="sm" data-testid="exam-trend-table">
          <Table.Caption captionSide="top" textAlign="start" color="fg.muted">
            {trend.examName}历次成绩（按考试日期）
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>考试日期</Table.ColumnHeader>
              {spec.perSubject && <Table.ColumnHeader>科目</Table.ColumnHeader>}
              <Table.ColumnHeader>{spec.totalName}</Table.ColumnHeader>
              {spec.sections.map((section) => (
                <Table.ColumnHeader key={section.key}>{section.name}</Table.ColumnHeader>
              ))}
              <Table.ColumnHeader>录入</Table.ColumnHeader>
              <Table.ColumnHeader>
                <Box as="span" srOnly>
                  操作
                </Box>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {trend.points.map((point) => (
              <Table.Row key={point.id}>
                <Table.Cell>{point.takenAt}</Table.Cell>
                {spec.perSubject && <Table.Cell>{point.subject}</Table.Cell>}
                <Table.Cell fontWeight="semibold">{point.totalLabel}</Table.Cell>
                {spec.sections.map((section) => (
                  <Table.Cell key={section.key}>
                    {point.sections.find((s) => s.key === section.key)?.label ?? '—'}
                  </Table.Cell>
                ))}
                <Table.Cell>{point.recordedByName}</Table.Cell>
                <Table.Cell>
                  <Button
                    size="xs"
                    variant={confirming === point.id ? 'solid' : 'ghost'}
                    colorPalette="red"
                    loading={deleting && confirming === point.id}
                    onClick={() => void remove(point.id)}
                    aria-label={
                      confirming === point.id
                        ? `确认删除${point.takenAt}的成绩`
                        : `删除${point.takenAt}的成绩`
                    }
                  >
                    {confirming === point.id ? '确认删除' : '删除'}
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}
