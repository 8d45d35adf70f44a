import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';

import { CardShell, CardTitle } from '@/components/ui/card-shell';
import { dueLine, KIND_GLYPH, STATE_PALETTE } from '@/components/journey/task/task-format';
import { TASK_KIND_LABEL } from '@/contract/journey';
import { TASK_STATE_LABEL, type Task } from '@/contract/journey-task';

/** One task: kind, title, due date (剩余 / 已逾期), who assigned it, the state chip; opens the detail. */
export function TaskCard({ task, now, onOpen }: { task: Task; now: Date; onOpen: (id: string) => void }) {
  return (
    <CardShell _hover={undefined} data-testid="task-card">
      <HStack gap="3" align="flex-start">
        <Box
          aria-hidden
          flexShrink={0}
          w="9"
          h="9"
          rounded="full"
          bg="brand.50"
          color="brand.600"
          display="grid"
          placeItems="center"
          fontSize="lg"
        >
          {KIND_GLYPH[task.kind]}
        </Box>
        <Stack gap="1" minW="0" flex="1">
          <HStack gap="2" flexWrap="wrap">
            <Text fontSize="xs" color="fg.muted">
              {TASK_KIND_LABEL[task.kind]}
            </Text>
            <Badge colorPalette={STATE_PALETTE[task.state]} data-testid="task-state">
              {TASK_STATE_LABEL[task.state]}
            </Badge>
          </HStack>
          <CardTitle
            link={<button type="button" onClick={() => onOpen(task.id)} style={{ textAlign: 'left' }} />}
            fontWeight={task.isRead ? 'medium' : 'bold'}
            lineClamp={2}
            wordBreak="break-word"
          >
            {task.title}
          </CardTitle>
          <Text
            fontSize="sm"
            color={task.state === 'OVERDUE' ? 'red.600' : 'fg.muted'}
            data-testid="task-due"
          >
            {dueLine(task, now)}
          </Text>
          {task.assignedByName && (
            <Text fontSize="xs" color="fg.muted">
              布置人：{task.assignedByName}
            </Text>
          )}
        </Stack>
      </HStack>
    </CardShell>
  );
}
