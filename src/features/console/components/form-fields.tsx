import { Input, Textarea } from '@chakra-ui/react';

import { FormField } from '@/components/ui/form-field';
import { OptionSelect } from '@/components/ui/option-select';

/** One field of a console form: a text input, a textarea (`rows`) or a select of [code, name] pairs (`options`). */
export interface FieldSpec<K extends string> {
  key: K;
  label: string;
  rows?: number;
  required?: boolean;
  type?: 'date';
  placeholder?: string;
  maxLength?: number;
  options?: readonly (readonly [string, string])[];
}

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
}: Omit<FieldSpec<string>, 'key' | 'options'> & {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  size?: 'sm';
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

/** A labelled select with 请选择 first. */
export function SelectField({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={label}>
      <OptionSelect
        size="sm"
        label={label}
        placeholder="请选择"
        options={options.map(([code, name]) => ({ value: code, label: name }))}
        value={value}
        onChange={onChange}
      />
    </FormField>
  );
}

/** The fields of `fields` in order, each showing and changing its value of `values`. */
export function FieldList<K extends string>({
  fields,
  values,
  errors = {},
  size,
  onChange,
}: {
  fields: readonly FieldSpec<K>[];
  values: Readonly<Record<K, string>>;
  errors?: Partial<Record<K, string>>;
  size?: 'sm';
  onChange: (key: K, value: string) => void;
}) {
  return fields.map(({ key, options, ...field }) =>
    options ? (
      <SelectField
        key={key}
        label={field.label}
        value={values[key]}
        options={options}
        onChange={(value) => onChange(key, value)}
      />
    ) : (
      <TextField
        key={key}
        {...field}
        size={size}
        value={values[key]}
        error={errors[key]}
        onChange={(value) => onChange(key, value)}
      />
    ),
  );
}
