import { Field, HStack, Input } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A labelled input of the login form, with an optional addon beside it (获取验证码, the captcha). */
export function TextField(props: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'text';
  maxLength?: number;
  placeholder?: string;
  addon?: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(props.error)}>
      <Field.Label>{props.label}</Field.Label>
      <HStack w="full" gap="2">
        <Input
          name={props.name}
          type={props.type ?? 'text'}
          value={props.value}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          maxLength={props.maxLength}
          placeholder={props.placeholder}
          onChange={(e) => props.onChange(e.target.value)}
          size="lg"
        />
        {props.addon}
      </HStack>
      {props.error && <Field.ErrorText>{props.error}</Field.ErrorText>}
    </Field.Root>
  );
}
