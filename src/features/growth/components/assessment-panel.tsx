import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';

import { BoostCard, FeedbackCard, NoteCard } from '@/components/journey/growth/assessment-cards';
import { BoostForm, type BoostValues } from '@/components/journey/growth/boost-form';
import { EmptyState, ErrorState, ListQuery, ListSkeleton } from '@/components/ui/list-states';
import { Pager } from '@/components/ui/pager';
import type { BgBoost } from '@/contract/journey-growth';
import { showToast } from '@/lib/toast';
import { useQuery } from '@/lib/use-query';

import { getBgBoosts } from '../api/get-bg-boosts';
import { getInterviewFeedback } from '../api/get-interview-feedback';
import { getSelfAwareness } from '../api/get-self-awareness';
import { saveBgBoost } from '../api/save-bg-boost';

const PAGE_SIZE = 5;

function FeedbackList() {
  const [page, setPage] = useState(1);
  const result = useQuery(`interview-feedback:${page}`, (signal) =>
    getInterviewFeedback({ pageIndex: page, pageSize: PAGE_SIZE }, signal),
  );
  return (
    <Stack as="section" gap="3" aria-label="面试反馈">
      <Heading as="h3" size="md">
        面试反馈
      </Heading>
      <ListQuery
        result={result}
        skeleton={{ rows: 2, height: '32' }}
        empty={{ title: '还没有面试反馈', text: '顾问为你做模拟面试或复盘面试后，反馈会显示在这里。' }}
      >
        {(data) => (
          <Stack gap="3">
            {data.list.map((item) => (
              <FeedbackCard key={item.id} item={item} />
            ))}
            <Pager page={page} total={data.total} pageSize={PAGE_SIZE} onChange={setPage} />
          </Stack>
        )}
      </ListQuery>
    </Stack>
  );
}

function NoteList() {
  const [page, setPage] = useState(1);
  const result = useQuery(`self-awareness:${page}`, (signal) =>
    getSelfAwareness({ pageIndex: page, pageSize: PAGE_SIZE }, signal),
  );
  return (
    <Stack as="section" gap="3" aria-label="自我认知笔记">
      <Heading as="h3" size="md">
        自我认知笔记
      </Heading>
      <ListQuery
        result={result}
        skeleton={{ rows: 2, height: '24' }}
        empty={{ title: '还没有自我认知笔记', text: '顾问与你沟通兴趣、目标后写下的笔记会显示在这里。' }}
      >
        {(data) => (
          <Stack gap="3">
            {data.list.map((item) => (
              <NoteCard key={item.id} item={item} />
            ))}
            <Pager page={page} total={data.total} pageSize={PAGE_SIZE} onChange={setPage} />
          </Stack>
        )}
      </ListQuery>
    </Stack>
  );
}

function BoostList() {
  const [version, setVersion] = useState(0);
  /** null: no form; 'new': adding; a boost: editing it. */
  const [editing, setEditing] = useState<BgBoost | 'new' | null>(null);
  const result = useQuery(`bg-boosts:${version}`, (signal) => getBgBoosts(signal));

  async function save(values: BoostValues) {
    const id = editing && editing !== 'new' ? editing.id : undefined;
    await saveBgBoost(id ? { id, ...values } : values);
    showToast({ type: 'success', message: id ? '背景提升已更新' : '背景提升已添加' });
    setEditing(null);
    setVersion((v) => v + 1);
  }

  return (
    <Stack as="section" gap="3" aria-label="背景提升">
      <HStack justify="space-between">
        <Heading as="h3" size="md">
          背景提升
        </Heading>
        {editing === null && (
          <Button size="sm" colorPalette="brand" variant="outline" onClick={() => setEditing('new')}>
            添加背景提升
          </Button>
        )}
      </HStack>
      {editing !== null && (
        <BoostForm
          key={editing === 'new' ? 'new' : editing.id}
          initial={editing === 'new' ? undefined : editing}
          onSubmit={save}
          onCancel={() => setEditing(null)}
        />
      )}
      {result.error && !result.data ? (
        <ErrorState message={result.error} offline={result.offline} onRetry={result.refetch} />
      ) : !result.data ? (
        <ListSkeleton rows={2} height="24" />
      ) : result.data.length === 0 ? (
        <EmptyState title="还没有背景提升经历" text="实习、志愿服务、社会实践等经历都可以记录在这里。" />
      ) : (
        result.data.map((item) => (
          <BoostCard
            key={item.id}
            item={item}
            action={
              <Button
                size="xs"
                variant="ghost"
                onClick={() => setEditing(item)}
                aria-label={`编辑${item.title}`}
              >
                编辑
              </Button>
            }
          />
        ))
      )}
    </Stack>
  );
}

/** 评估与反馈: interview feedback and self-awareness notes from the counselor; background boosts (editable). */
export function AssessmentPanel() {
  return (
    <Stack gap="6">
      <Heading as="h2" size="lg">
        评估与反馈
      </Heading>
      <FeedbackList />
      <NoteList />
      <BoostList />
    </Stack>
  );
}
