import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Refusal } from '@/components/ui/refusal';
import { DialogActions } from '@/components/ui/dialog-actions';
import { useRefusable } from '@/lib/use-refusable';
import { useState } from 'react';

import { DialogShell } from '@/components/ui/dialog-shell';
import { ListQuery } from '@/components/ui/list-states';
import type { SelectedUniversity } from '@/contract/journey-apply';
import { showToast } from '@/lib/toast';
import { useQuery } from '@/lib/use-query';

import { batchDeliver } from '../api/batch-deliver';
import { getSelected } from '../api/get-selected';
import { ApplicationCard } from './application-card';

/** 批量递交's confirmation: the schools named; a refusal (all or nothing) is shown and nothing changed. */
function BatchConfirm({
  rows,
  onClose,
  onDone,
}: {
  rows: SelectedUniversity[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { refusal, pending: sending, run } = useRefusable();
  async function confirm() {
    await run(async () => {
      const ids = rows.flatMap((row) => (row.application ? [row.application.id] : []));
      const delivered = await batchDeliver(ids);
      showToast({ type: 'success', message: `已递交 ${delivered.length} 所学校的申请` });
      onDone();
    });
  }
  return (
    <DialogShell
      title="确认批量递交"
      onClose={onClose}
      role="alertdialog"
      mx="3"
      maxW="md"
      data-testid="batch-confirm"
      footer={
        <DialogActions
          onCancel={onClose}
          confirmLabel="确认递交"
          loading={sending}
          onConfirm={() => void confirm()}
        />
      }
    >
      <Text mb="2">将递交以下 {rows.length} 所学校的申请，递交后不能撤回：</Text>
      <Stack as="ul" gap="1" pl="4">
        {rows.map((row) => (
          <li key={row.chosenId}>{row.universityName}</li>
        ))}
      </Stack>
      <Refusal mt="3">{refusal}</Refusal>
    </DialogShell>
  );
}

/** 申请递交 (/personal?component=applications): the 我的大学List schools and their applications. */
export function ApplicationsPanel() {
  const result = useQuery('application-selected', getSelected);
  const [checked, setChecked] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const rows = result.data?.list ?? [];
  const batchRows = rows.filter(
    (row) => row.application?.state === 'PREPARING' && checked.includes(row.application.id),
  );

  return (
    <Stack gap="4" data-testid="applications-panel">
      <Flex justify="space-between" align="center" gap="3" flexWrap="wrap">
        <Heading as="h2" size="lg">
          申请递交
        </Heading>
        <Button
          size="sm"
          colorPalette="brand"
          disabled={batchRows.length === 0}
          onClick={() => setConfirming(true)}
        >
          批量递交{batchRows.length > 0 ? `（${batchRows.length}）` : ''}
        </Button>
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        从我的大学List中选择要申请的学校，填写项目与轮次、选择材料后递交；勾选多所“准备中”的学校可一次递交。
      </Text>
      <ListQuery
        result={result}
        onRetry={result.refetch}
        skeleton={{ rows: 3, height: '28' }}
        empty={{
          title: '我的大学List还是空的',
          text: '先在选校结果或学校页面加入我的大学List，再来这里申请。',
        }}
      >
        {(data) => (
          <Stack gap="3" opacity={result.loading ? 0.6 : 1}>
            {data.list.map((row) => (
              <ApplicationCard
                key={row.chosenId}
                row={row}
                checked={row.application ? checked.includes(row.application.id) : false}
                onCheck={(on) => {
                  const id = row.application?.id;
                  if (!id) return;
                  setChecked((list) => (on ? [...list, id] : list.filter((x) => x !== id)));
                }}
                onChanged={result.refetch}
              />
            ))}
          </Stack>
        )}
      </ListQuery>
      {confirming && (
        <BatchConfirm
          rows={batchRows}
          onClose={() => setConfirming(false)}
          onDone={() => {
            setConfirming(false);
            setChecked([]);
            result.refetch();
          }}
        />
      )}
    </Stack>
  );
}
