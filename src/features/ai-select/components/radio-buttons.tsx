import { SimpleGrid } from '@chakra-ui/react';

import { ChoiceButton } from '@/features/ai-select/components/choice-button';

/** A row of single-choice buttons (course system, TOEFL/IELTS/其他, SAT/ACT, GRE/GMAT, current state). */
export function RadioButtons<T extends string>(props: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: string;
  onClick: (value: T) => void;
  columns?: Record<string, number> | number;
}) {
  return (
    <SimpleGrid
      role="radiogroup"
      aria-label={props.label}
      columns={props.columns ?? props.options.length}
      gap="2"
    >
      {props.options.map((o) => (
        <ChoiceButton
          key={o.value}
          kind="radio"
          checked={props.value === o.value}
          onClick={() => props.onClick(o.value)}
        >
          {o.label}
        </ChoiceButton>
      ))}
    </SimpleGrid>
  );
}
