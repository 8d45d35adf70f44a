import { Box } from '@chakra-ui/react';

import { LoadState } from '@/components/ui/load-state';
import type { DictItem } from '@/contract/common';
import { DictCheckboxes } from '@/features/ai-select/components/dict-checkboxes';
import { GroupField } from '@/features/ai-select/components/group-field';
import type { QueryState } from '@/lib/use-query';

/** Intended major directions: a scrolling grid of checkboxes, the first option (不限专业) exclusive. */
export function MajorField(props: {
  options: QueryState<DictItem[]>;
  value: readonly string[];
  onToggle: (code: string, checked: boolean, firstCode: string | undefined) => void;
  error?: string;
}) {
  return (
    <GroupField label="意向专业方向" required error={props.error} testId="ai-field-majors">
      <LoadState query={props.options}>
        {(items) => (
          // on a phone the drawer itself scrolls: the majors lie open in it rather than in a scroll box of
          // their own (a box inside a scrolling drawer traps the thumb); a wide screen keeps the short box
          <Box
            maxH={{ base: 'none', md: '52' }}
            overflowY={{ base: 'visible', md: 'auto' }}
            borderWidth="1px"
            rounded="md"
            p="2"
            tabIndex={-1}
            data-testid="ai-major-list"
          >
            <DictCheckboxes
              items={items}
              value={props.value}
              columns={{ base: 2, sm: 3 }}
              onToggle={(code, checked) => props.onToggle(code, checked, items[0]?.dictDetailCode)}
            />
          </Box>
        )}
      </LoadState>
    </GroupField>
  );
}
