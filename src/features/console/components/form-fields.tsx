import { Button, HStack, Input, Textarea } from '@chakra-ui/react';

import { FormField } from '@/components/ui/form-field';

/** A labelled text input (a textarea when `rows` is given), with its error under it. */
export function TextField({
  label,
  value,
  onChange,
  rows,
  required,
  error,
  type,
  size,
  placeholder,
  maxLength,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  required?: boolean;
  error?: string;
  type?: 'date';
  size?: 'sm';
  placeholder?: string;
  maxLength?: number;
}) {
  const field = { value, size, placeholder, maxLength };
  return (
    <FormField label={label} error={error} required={required}>
      {rows ? (
        <Textarea {...field} rows={rows} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <Input {...field} type={type} onChange={(e) => onChange(e.target.value)} />
      )}
    </FormField>
  );
}

/** 取消 and the submit button at the end of a console form. */
export function FormActions({ submitLabel, onCancel }: { submitLabel: string; onCancel: () => void }) {
  return (
    <HStack justify="flex-end">
      <Button variant="ghost" onClick={onCancel}>
        取消
      </Button>
      <Button type="submit" colorPalette="brand">
        {submitLabel}
      </Button>
    </HStack>
  );
}
