import { Input } from '@chakra-ui/react';

import { SingleField } from '@/features/ai-select/components/single-field';

/** A score input: digits (and a dot where allowed), its max length, hint and error. */
export function ScoreInput(props: {
  label: string;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  hint?: string;
  required?: boolean;
  decimal?: boolean;
  text?: boolean;
  testId?: string;
}) {
  return (
    <SingleField label={props.label} required={props.required} error={props.error} hint={props.hint}>
      <Input
        data-testid={props.testId}
        value={props.value}
        maxLength={props.maxLength}
        inputMode={props.text ? 'text' : props.decimal ? 'decimal' : 'numeric'}
        placeholder={`请输入${props.label}`}
        autoComplete="off"
        onChange={(e) => props.onChange(props.text ? e.target.value : e.target.value.trim())}
        onBlur={props.onBlur}
      />
    </SingleField>
  );
}
