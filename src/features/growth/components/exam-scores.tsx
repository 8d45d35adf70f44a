import { Badge, Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { ScoreForm } from '@/components/journey/growth/score-form';
import { ListQuery } from '@/components/ui/list-states';
import { TitledSection } from '@/components/ui/titled-section';
import {
  EXAM_GROUPS,
  EXAM_TABLE,
  type ExamGroup,
  type ExamSummary,
  type ExamType,
} from '@/contract/journey-growth';
import { showToast } from '@/lib/toast';
import { useQuery } from '@/lib/use-query';

import { addExamScore } from '../api/add-exam-score';
import { getExamTypes } from '../api/get-exam-types';
import { ExamTrendView } from './exam-trend';

function SummaryCard({
  summary,
  open,
  onToggle,
}: {
  summary: ExamSummary;
  open: boolean;
  onToggle: () => void;
}) {
  const spec = EXAM_TABLE[summary.examType];
  return (
    <Box as="article" borderWidth="1px" rounded="lg" p="4" data-testid="exam-card">
      <HStack justify="space-between" align="flex-start" gap="2">
        <Stack gap="1">
          <Text fontWeight="semibold">{summary.examName}</Text>
          <Text fontSize="sm" color="fg.muted">
            共 {summary.count} 次
          </Text>
        </Stack>
        <Badge colorPalette={summary.group === 'LANGUAGE' ? 'blue' : 'purple'}>
          {EXAM_GROUPS[summary.group]}
        </Badge>
      </HStack>
      <SimpleGrid columns={2} gap="2" mt="3">
        <Stack gap="0">
          <Text fontSize="xs" color="fg.muted">
            最近（{summary.latest.takenAt}）
          </Text>
          <Text fontSize="xl" fontWeight="bold" data-testid="exam-latest">
            {summary.latest.totalLabel}
          </Text>
        </Stack>
        <Stack gap="0">
          <Text fontSize="xs" color="fg.muted">
            最好
          </Text>
          <Text fontSize="xl" fontWeight="bold" color="brand.600" data-testid="exam-best">
            {summary.best.totalLabel}
          </Text>
        </Stack>
      </SimpleGrid>
      <Button mt="3" size="sm" variant="outline" onClick={onToggle} aria-expanded={open}>
        {open ? '收起趋势' : `查看${spec.totalName}趋势`}
      </Button>
    </Box>
  );
}

/** 考试成绩: per exam the latest, the best, the count, grouped 语言考试 / 标化考试; 添加成绩; a trend per exam. */
export function ExamScores() {
  const [version, setVersion] = useState(0);
  const [adding, setAdding] = useState(false);
  const [openType, setOpenType] = useState<ExamType | null>(null);
  const result = useQuery(`exam-types:${version}`, (signal) => getExamTypes(signal));

  async function save(body: Parameters<typeof addExamScore>[0]) {
    const saved = await addExamScore(body);
    showToast({ type: 'success', message: `已保存${saved.examName}成绩` });
    setAdding(false);
    setOpenType(saved.examType);
    setVersion((v) => v + 1);
  }

  const groups: ExamGroup[] = ['LANGUAGE', 'STANDARDIZED'];
  return (
    <Stack gap="4">
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Heading as="h2" size="lg">
          考试成绩
        </Heading>
        {!adding && (
          <Button colorPalette="brand" size="sm" onClick={() => setAdding(true)}>
            添加成绩
          </Button>
        )}
      </HStack>
      {adding && <ScoreForm onSubmit={save} onCancel={() => setAdding(false)} />}
      <ListQuery
        result={result}
        skeleton={{ rows: 2, height: '32' }}
        empty={{ title: '还没有考试成绩', text: '点击“添加成绩”记录托福、雅思、SAT 等成绩，即可查看趋势。' }}
      >
        {(summaries) =>
          groups.map((group) => {
            const list = summaries.filter((summary) => summary.group === group);
            if (list.length === 0) return null;
            return (
              <TitledSection key={group} title={EXAM_GROUPS[group]} testId={`exam-group-${group}`}>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                  {list.map((summary) => (
                    <SummaryCard
                      key={summary.examType}
                      summary={summary}
                      open={openType === summary.examType}
                      onToggle={() => setOpenType(openType === summary.examType ? null : summary.examType)}
                    />
                  ))}
                </SimpleGrid>
                {openType && list.some((summary) => summary.examType === openType) && (
                  <ExamTrendView
                    examType={openType}
                    version={version}
                    onDeleted={() => setVersion((v) => v + 1)}
                  />
                )}
              </TitledSection>
            );
          })
        }
      </ListQuery>
    </Stack>
  );
}
