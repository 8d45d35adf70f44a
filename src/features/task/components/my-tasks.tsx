import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';

import { ListQuery } from '@/components/ui/list-states';
import { Pager } from '@/components/ui/pager';
import { TASK_STATE_LABEL, TASK_STATES, type TaskState } from '@/contract/journey-task';
import { useQuery } from '@/lib/use-query';

import { getMyTasks } from '../api/get-my-tasks';
import { TaskCard } from './task-card';
import { TaskDetailView, type RenderUpload } from './task-detail';

const PAGE_SIZE = 10;
type Filter = TaskState | 'ALL';

/**
 * 我的任务 (/personal?component=mytask): the tasks by state with counts, a page at a time; `taskId` (the
 * route's `&task=`) opens one. `renderUpload` is the uploader an UPLOAD task shows (the route passes the
 * paperwork slice's).
 */
export function MyTasks({
  taskId,
  onOpenTask,
  renderUpload,
}: {
  taskId: string | undefined;
  onOpenTask: (id: string | undefined) => void;
  renderUpload: RenderUpload;
}) {
  const [filter, setFilter] = useState<Filter>('ALL');
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const result = useQuery(
    `my-tasks:${filter}:${String(page)}:${String(version)}`,
    (signal) =>
      getMyTasks(
        { state: filter === 'ALL' ? undefined : filter, pageIndex: page, pageSize: PAGE_SIZE },
        signal,
      ),
    { enabled: !taskId },
  );
  const now = new Date();
  const counts = result.data?.counts;
  const total = counts ? TASK_STATES.reduce((sum, state) => sum + counts[state], 0) : undefined;

  if (taskId) {
    return (
      <TaskDetailView
        id={taskId}
        onBack={() => onOpenTask(undefined)}
        onChanged={() => setVersion((v) => v + 1)}
        renderUpload={renderUpload}
      />
    );
  }

  const tab = (key: Filter, label: string, count: number | undefined): ReactNode => (
    <Button
      key={key}
      size="sm"
      variant={filter === key ? 'solid' : 'outline'}
      colorPalette="brand"
      aria-pressed={filter === key}
      onClick={() => {
        setFilter(key);
        setPage(1);
      }}
    >
      {label}
      {count !== undefined ? ` ${String(count)}` : ''}
    </Button>
  );

  return (
    <Stack gap="4" data-testid="my-tasks">
      <Heading as="h2" size="lg">
        我的任务
      </Heading>
      <HStack gap="2" flexWrap="wrap" role="group" aria-label="按状态筛选">
        {tab('ALL', '全部', total)}
        {TASK_STATES.map((state) => tab(state, TASK_STATE_LABEL[state], counts?.[state]))}
      </HStack>
      <ListQuery
        result={result}
        skeleton={{ rows: 3, height: '24' }}
        empty={{
          title: filter === 'ALL' ? '还没有任务' : `没有${TASK_STATE_LABEL[filter]}的任务`,
          text: '顾问为你布置的申请任务会显示在这里。',
        }}
      >
        {(data) => (
          <Stack gap="3" opacity={result.loading ? 0.6 : 1}>
            {data.list.map((task) => (
              <TaskCard key={task.id} task={task} now={now} onOpen={onOpenTask} />
            ))}
            <Pager page={page} total={data.total} pageSize={PAGE_SIZE} onChange={setPage} />
          </Stack>
        )}
      </ListQuery>
    </Stack>
  );
}
