import { Button, Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';

import { BoostCard, FeedbackCard, NoteCard } from '@/components/journey/growth/assessment-cards';
import { BoostForm, type BoostValues } from '@/components/journey/growth/boost-form';
import { ListQuery } from '@/components/ui/list-states';
import { Pager } from '@/components/ui/pager';
import { TitledSection } from '@/components/ui/titled-section';
import type { BgBoost } from '@/contract/journey-growth';
import { showToast } from '@/lib/toast';
import { useQuery } from '@/lib/use-query';

import { getBgBoosts } from '../api/get-bg-boosts';
import { getInterviewFeedback } from '../api/get-interview-feedback';
import { getSelfAwareness } from '../api/get-self-awareness';
import { saveBgBoost } from '../api/save-bg-boost';

const PAGE_SIZE = 5;

/** The counselor's entries of one kind, a page at a time, newest first. */
function AssessmentList({
  title,
  queryKey,
  fetcher,
  Card,
  skeletonHeight,
  emptyText,
}: {
  title: string;
  queryKey: string;
  fetcher: typeof getInterviewFeedback;
  Card: typeof FeedbackCard;
  skeletonHeight: string;
  emptyText: string;
}) {
  const [page, setPage] = useState(1);
  const result = useQuery(`${queryKey}:${page}`, (signal) =>
    fetcher({ pageIndex: page, pageSize: PAGE_SIZE }, signal),
  );
  return (
    <TitledSection title={title}>
      <ListQuery
        result={result}
        skeleton={{ rows: 2, height: skeletonHeight }}
        empty={{ title: `还没有${title}`, text: emptyText }}
      >
        {(data) => (
          <Stack gap="3">
            {data.list.map((item) => (
              <Card key={item.id} item={item} />
            ))}
            <Pager page={page} total={data.total} pageSize={PAGE_SIZE} onChange={setPage} />
          </Stack>
        )}
      </ListQuery>
    </TitledSection>
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
    <TitledSection
      title="背景提升"
      action={
        editing === null && (
          <Button size="sm" colorPalette="brand" variant="outline" onClick={() => setEditing('new')}>
            添加背景提升
          </Button>
        )
      }
    >
      {editing !== null && (
        <BoostForm
          key={editing === 'new' ? 'new' : editing.id}
          initial={editing === 'new' ? undefined : editing}
          onSubmit={save}
          onCancel={() => setEditing(null)}
        />
      )}
      <ListQuery
        result={result}
        skeleton={{ rows: 2, height: '24' }}
        empty={{ title: '还没有背景提升经历', text: '实习、志愿服务、社会实践等经历都可以记录在这里。' }}
      >
        {(boosts) =>
          boosts.map((item) => (
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
        }
      </ListQuery>
    </TitledSection>
  );
}

/** 评估与反馈: interview feedback and self-awareness notes from the counselor; background boosts (editable). */
export function AssessmentPanel() {
  return (
    <Stack gap="6">
      <Heading as="h2" size="lg">
        评估与反馈
      </Heading>
      <AssessmentList
        title="面试反馈"
        queryKey="interview-feedback"
        fetcher={getInterviewFeedback}
        Card={FeedbackCard}
        skeletonHeight="32"
        emptyText="顾问为你做模拟面试或复盘面试后，反馈会显示在这里。"
      />
      <AssessmentList
        title="自我认知笔记"
        queryKey="self-awareness"
        fetcher={getSelfAwareness}
        Card={NoteCard}
        skeletonHeight="24"
        emptyText="顾问与你沟通兴趣、目标后写下的笔记会显示在这里。"
      />
      <BoostList />
    </Stack>
  );
}
