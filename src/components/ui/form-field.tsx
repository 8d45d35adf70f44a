import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FormFieldProps extends Omit<Field.RootProps, 'children' | 'invalid'> {
  label: ReactNode;
  /** The field's problem, under it (and the field marked invalid); nothing while there is none. */
  error?: string | null;
  /** The control, then any help text. */
  children: ReactNode;
  /** false: the error shows without being announced (a form that names every bad field at once). */
  announce?: boolean;
}

/** A form's labelled field: label, control, help, and the error announced under it. */
export function FormField({ label, error, children, announce = true, ...root }: FormFieldProps) {
  return (
    <Field.Root invalid={!!error} {...root}>
      <Field.Label>{label}</Field.Label>
      {children}
      {error && <Field.ErrorText role={announce ? 'alert' : undefined}>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
