import { SimpleGrid, Stack, Text } from '@chakra-ui/react';

import { formatReplyTime, type Accountability } from '@/contract/org';

/** 响应与成果: the median first reply of the last 30 days and the offers recorded, both computed from data. */
export function AccountabilityFigures({ value }: { value: Accountability }) {
  const noChats = value.medianFirstReplyMinutes === null;
  return (
    <Stack gap="2" data-testid="accountability">
      <SimpleGrid columns={2} gap="3">
        <Stack gap="0" p="3" bg="bg.subtle" rounded="md">
          <Text fontSize="xs" color="fg.muted">
            首次回复中位时长
          </Text>
          <Text fontWeight="bold" fontSize={noChats ? 'sm' : 'xl'} data-testid="median-reply">
            {formatReplyTime(value)}
          </Text>
          {!noChats && (
            <Text fontSize="xs" color="fg.muted">
              近{value.windowDays}天 {value.exchangeCount} 次咨询，已回复 {value.answeredCount} 次
            </Text>
          )}
        </Stack>
        <Stack gap="0" p="3" bg="bg.subtle" rounded="md">
          <Text fontSize="xs" color="fg.muted">
            平台记录的录取
          </Text>
          <Text fontWeight="bold" fontSize="xl" data-testid="offer-count">
            {value.offerCount} 枚
          </Text>
        </Stack>
      </SimpleGrid>
      <Text fontSize="xs" color="fg.muted">
        以上数据由平台根据真实会话与录取记录自动计算，机构与顾问无法自行填写。
      </Text>
    </Stack>
  );
}
