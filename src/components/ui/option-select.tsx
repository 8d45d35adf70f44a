import { NativeSelect } from '@chakra-ui/react';

/**
 * A native select with a placeholder option (value ''): the platform's own picker on phones, the cheapest
 * control for short lists (grades, intentions, provinces, cities, schools of one city).
 */
export function OptionSelect(props: {
  value: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The accessible name when no visible label is tied to the field. */
  label?: string;
  name?: string;
  disabled?: boolean;
  invalid?: boolean;
  testId?: string;
  /** Given only when set: an explicit undefined would replace the select's own default size. */
  size?: 'sm';
}) {
  return (
    <NativeSelect.Root
      {...(props.size && { size: props.size })}
      disabled={props.disabled}
      invalid={props.invalid}
    >
      <NativeSelect.Field
        aria-label={props.label}
        name={props.name}
        data-testid={props.testId}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        onBlur={props.onBlur}
      >
        <option value="">{props.placeholder}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
