import { Badge, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';

import type { Deadline } from '@/contract/journey-apply';

import { daysLeft, daysLeftText, deadlinePalette } from './format';

/** Deadlines by date: school, round, date (and local time), days left coloured at ≤14 / 7 / 3. */
export function DeadlineList({
  deadlines,
  now,
  onDelete,
}: {
  deadlines: readonly Deadline[];
  now?: Date;
  onDelete?: (deadline: Deadline) => void;
}) {
  return (
    <Stack gap="2">
      {deadlines.map((deadline) => {
        const days = daysLeft(deadline.date, now);
        return (
          <Box key={deadline.id} borderWidth="1px" rounded="md" p="3" data-testid="deadline-item">
            <Flex gap="2" align="flex-start" justify="space-between">
              <Stack gap="1" minW="0">
                <HStack gap="2" flexWrap="wrap">
                  <Text fontWeight="semibold">{deadline.universityName}</Text>
                  <Text>{deadline.round}</Text>
                  <Badge
                    colorPalette={deadlinePalette(days)}
                    data-testid="deadline-days"
                    data-palette={deadlinePalette(days)}
                  >
                    {daysLeftText(days)}
                  </Badge>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {deadline.date}
                  {deadline.time && ` ${deadline.time}（${deadline.timeZone ?? '北京时间'}）`} ·{' '}
                  {deadline.createdByName}添加
                </Text>
                {deadline.note && (
                  <Text fontSize="sm" wordBreak="break-word">
                    {deadline.note}
                  </Text>
                )}
              </Stack>
              {onDelete && (
                <Button size="xs" variant="ghost" colorPalette="red" onClick={() => onDelete(deadline)}>
                  删除
                </Button>
              )}
            </Flex>
          </Box>
        );
      })}
    </Stack>
  );
}
