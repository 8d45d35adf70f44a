import { SimpleGrid } from '@chakra-ui/react';

import type { DictItem } from '@/contract/common';
import { ChoiceButton } from '@/features/ai-select/components/choice-button';

/** A grid of checkboxes, one per dictionary item, checked when its code is in the value. */
export function DictCheckboxes(props: {
  items: readonly DictItem[];
  value: readonly string[];
  columns: Record<string, number>;
  onToggle: (code: string, checked: boolean) => void;
}) {
  return (
    <SimpleGrid columns={props.columns} gap="2">
      {props.items.map(({ dictDetailCode: code, dictDetailName: name }) => (
        <ChoiceButton
          key={code}
          kind="checkbox"
          checked={props.value.includes(code)}
          onClick={() => props.onToggle(code, !props.value.includes(code))}
        >
          {name}
        </ChoiceButton>
      ))}
    </SimpleGrid>
  );
}
