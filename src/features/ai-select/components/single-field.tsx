import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import { REQUIRED_MARK } from '@/features/ai-select/components/group-field';

/** One labelled control with its hint or error below. */
export function SingleField(props: {
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  testId?: string;
  /** Disables the control inside (a select inside a Field takes its disabled state from the Field). */
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(props.error)} disabled={props.disabled} data-testid={props.testId} gap="1.5">
      <Field.Label fontSize="sm" gap="0" _after={props.required ? REQUIRED_MARK : undefined}>
        {props.label}
      </Field.Label>
      {props.children}
      {props.hint && !props.error && <Field.HelperText>{props.hint}</Field.HelperText>}
      {props.error && <Field.ErrorText role="alert">{props.error}</Field.ErrorText>}
    </Field.Root>
  );
}
