import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { dueLine, STATE_PALETTE } from '@/components/journey/task/task-format';
import { ListQuery } from '@/components/ui/list-states';
import { TASK_KIND_LABEL } from '@/contract/journey';
import { TASK_STATE_LABEL, type ConsoleTask } from '@/contract/journey-task';
import { useQuery } from '@/lib/use-query';

import { getStudentTasks } from '../api/get-student-tasks';
import { withdrawTask } from '../api/withdraw-task';
import { AssignTaskForm } from './assign-task-form';

function Answer({ task }: { task: ConsoleTask }) {
  if (task.answerPaperwork) {
    return (
      <Text fontSize="sm">
        提交材料：
        <a href={`/files/${task.answerPaperwork.fileId}`} target="_blank" rel="noreferrer">
          {task.answerPaperwork.title}
        </a>
      </Text>
    );
  }
  if (task.answerText) {
    return (
      <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word" data-testid="console-task-answer">
        {task.kind === 'GENERAL' ? '备注：' : '回答：'}
        {task.answerText}
      </Text>
    );
  }
  if (task.kind === 'VIDEO') {
    return <Text fontSize="sm">已观看 {task.watchedSeconds} 秒</Text>;
  }
  return null;
}

/** The console's tasks of a student: their states and answers, 布置任务, withdraw an unfinished one. */
export function ConsoleTaskSection({ studentId, onChanged }: { studentId: string; onChanged?: () => void }) {
  const [version, setVersion] = useState(0);
  const result = useQuery(`console-tasks:${studentId}:${String(version)}`, (signal) =>
    getStudentTasks(studentId, signal),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const now = new Date();

  const withdraw = async (id: string) => {
    setFailure(null);
    try {
      await withdrawTask(id);
      setVersion((v) => v + 1);
      onChanged?.();
    } catch (caught) {
      setFailure(caught instanceof Error ? caught.message : '撤回失败');
    }
  };

  return (
    <Stack gap="4" data-testid="console-task-section">
      <Heading as="h3" size="md">
        任务
      </Heading>
      <AssignTaskForm
        studentId={studentId}
        onAssigned={() => {
          setVersion((v) => v + 1);
          onChanged?.();
        }}
      />
      {failure && (
        <Text color="red.600" role="alert">
          {failure}
        </Text>
      )}
      <ListQuery
        result={result}
        skeleton={{ rows: 2, height: '20' }}
        empty={{ title: '还没有任务', text: '用上面的表单给学生布置第一个任务。' }}
      >
        {(tasks) => (
          <Stack gap="2">
            {tasks.map((task) => (
              <Box key={task.id} borderWidth="1px" rounded="md" p="3" data-testid="console-task">
                <HStack justify="space-between" align="flex-start" gap="3">
                  <Stack gap="1" minW="0">
                    <HStack gap="2" flexWrap="wrap">
                      <Text fontSize="xs" color="fg.muted">
                        {TASK_KIND_LABEL[task.kind]}
                      </Text>
                      <Badge colorPalette={STATE_PALETTE[task.state]}>{TASK_STATE_LABEL[task.state]}</Badge>
                    </HStack>
                    <Text fontWeight="medium" wordBreak="break-word">
                      {task.title}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      {dueLine(task, now)}
                    </Text>
                    <Answer task={task} />
                  </Stack>
                  {task.state !== 'DONE' && (
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => void withdraw(task.id)}
                    >
                      撤回
                    </Button>
                  )}
                </HStack>
              </Box>
            ))}
          </Stack>
        )}
      </ListQuery>
    </Stack>
  );
}
