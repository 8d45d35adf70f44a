import { Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { DeadlineForm, deadlineTargets } from '@/components/journey/application/deadline-form';
import { DeadlineList } from '@/components/journey/application/deadline-list';
import { ListQuery } from '@/components/ui/list-states';
import { ApiError } from '@/lib/http';
import { showToast } from '@/lib/toast';
import { useQuery } from '@/lib/use-query';

import { addDeadline } from '../api/add-deadline';
import { deleteDeadline } from '../api/delete-deadline';
import { downloadDeadlinesIcs } from '../api/download-ics';
import { getDeadlines } from '../api/get-deadlines';
import { getSelected } from '../api/get-selected';

/** 截止日期 (/personal?component=deadlines): by date with days left, add / delete, 导出日历 (.ics). */
export function DeadlinesPanel() {
  const result = useQuery('application-deadlines', getDeadlines);
  const selected = useQuery('application-selected', getSelected);
  const [adding, setAdding] = useState(false);
  const [exporting, setExporting] = useState(false);

  async function exportIcs() {
    setExporting(true);
    try {
      await downloadDeadlinesIcs();
    } catch (failure) {
      if (!(failure instanceof ApiError)) showToast({ type: 'error', message: '导出失败' });
    } finally {
      setExporting(false);
    }
  }

  return (
    <Stack gap="4" data-testid="deadlines-panel">
      <Flex justify="space-between" align="center" gap="2" flexWrap="wrap">
        <Heading as="h2" size="lg">
          截止日期
        </Heading>
        <HStack gap="2">
          <Button size="sm" variant="outline" onClick={() => setAdding((v) => !v)}>
            {adding ? '收起' : '添加截止日期'}
          </Button>
          <Button size="sm" colorPalette="brand" loading={exporting} onClick={() => void exportIcs()}>
            导出日历
          </Button>
        </HStack>
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        截止前 14、7、3 天会收到系统通知；导出的日历文件（.ics）可导入手机或电脑日历。
      </Text>
      {adding && (
        <DeadlineForm
          targets={deadlineTargets(selected.data?.list ?? [])}
          submit={addDeadline}
          onDone={() => {
            setAdding(false);
            result.refetch();
          }}
        />
      )}
      <ListQuery
        result={result}
        skeleton={{ rows: 3, height: '16' }}
        empty={{ title: '还没有截止日期', text: '为要申请的学校添加各轮次的截止日期，或由顾问为你添加。' }}
      >
        {(data) => (
          <DeadlineList
            deadlines={data.list}
            onDelete={(deadline) => {
              void deleteDeadline(deadline.id).then(result.refetch, () => undefined);
            }}
          />
        )}
      </ListQuery>
    </Stack>
  );
}
