import { Button } from '@chakra-ui/react';
import { useMemo, useState } from 'react';

import { LoadState } from '@/components/ui/load-state';
import { AI_TEXT } from '@/contract/ai';
import type { DictItem } from '@/contract/common';
import { DictCheckboxes } from '@/features/ai-select/components/dict-checkboxes';
import { GroupField } from '@/features/ai-select/components/group-field';
import {
  toggleAllCountries,
  toggleItem,
  type CountryToggleMode,
} from '@/features/ai-select/state/form-rules';
import type { QueryState } from '@/lib/use-query';

/** Intended countries/regions: a grid of checkboxes with the 全选 / 反选 toggle. */
export function CountryField(props: {
  options: QueryState<DictItem[]>;
  value: readonly string[];
  onChange: (next: string[]) => void;
  error?: string;
}) {
  const [mode, setMode] = useState<CountryToggleMode>('all');
  const all = useMemo(() => props.options.data?.map((d) => d.dictDetailCode) ?? [], [props.options.data]);
  return (
    <GroupField
      label="意向国家/地区"
      required
      error={props.error}
      testId="ai-field-country"
      action={
        all.length > 0 && (
          <Button
            type="button"
            size="xs"
            variant="ghost"
            colorPalette="brand"
            onClick={() => {
              const { country, next } = toggleAllCountries(props.value, all, mode);
              setMode(next);
              props.onChange(country);
            }}
          >
            {mode === 'all' ? AI_TEXT.selectAll : AI_TEXT.invert}
          </Button>
        )
      }
    >
      <LoadState query={props.options}>
        {(items) => (
          <DictCheckboxes
            items={items}
            value={props.value}
            columns={{ base: 3, sm: 4 }}
            onToggle={(code, checked) => props.onChange(toggleItem(props.value, code, checked))}
          />
        )}
      </LoadState>
    </GroupField>
  );
}
