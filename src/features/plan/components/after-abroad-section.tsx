import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { ListQuery } from '@/components/ui/list-states';
import { TitledSection } from '@/components/ui/titled-section';
import type { AfterAbroadItem } from '@/contract/journey-plan';
import { showToast } from '@/lib/toast';
import { useQuery } from '@/lib/use-query';

import { getAfterAbroad } from '../api/get-after-abroad';
import { tickAfterAbroad } from '../api/tick-after-abroad';

/** 出国后清单: ticks are shown at once; a tick the server refuses is undone with the reason. */
export function AfterAbroadSection() {
  const result = useQuery('plan-after-abroad', async (signal) => ({ list: await getAfterAbroad(signal) }));
  // the server's list with this page's ticks over it: optimistic until answered, undone when refused
  const [overrides, setOverrides] = useState<Record<string, AfterAbroadItem>>({});
  const items = (result.data?.list ?? []).map((item) => overrides[item.id] ?? item);

  const toggle = async (item: AfterAbroadItem, done: boolean) => {
    setOverrides((o) => ({ ...o, [item.id]: { ...item, done } }));
    try {
      const saved = await tickAfterAbroad(item.id, done);
      setOverrides((o) => ({ ...o, [saved.id]: saved }));
    } catch (error) {
      setOverrides((o) => ({ ...o, [item.id]: item }));
      const reason = error instanceof Error ? error.message : '';
      showToast({
        type: 'error',
        message: `「${item.title}」未能保存，已恢复原状${reason ? `：${reason}` : ''}`,
      });
    }
  };

  const done = items.filter((item) => item.done).length;
  return (
    <TitledSection title="出国后清单" testId="plan-after-abroad">
      <ListQuery result={result} skeleton={{ rows: 3, height: '8' }} empty={{ title: '清单为空' }}>
        {() => (
          <Stack gap="2">
            <Text fontSize="sm" color="fg.muted" data-testid="after-abroad-progress">
              已完成 {done}/{items.length}
            </Text>
            {items.map((item) => (
              <Checkbox.Root
                key={item.id}
                checked={item.done}
                onCheckedChange={(e) => void toggle(item, e.checked === true)}
                data-testid="after-abroad-item"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label textDecoration={item.done ? 'line-through' : undefined}>
                  {item.title}
                  {item.done && item.doneAt && (
                    <Text as="span" fontSize="xs" color="fg.muted" ms="2">
                      {new Date(item.doneAt).toLocaleDateString('zh-CN')}
                    </Text>
                  )}
                </Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        )}
      </ListQuery>
    </TitledSection>
  );
}
