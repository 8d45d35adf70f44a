import { Fieldset, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The red star of a required field, drawn by CSS so the label's text stays the field's name. */
export const REQUIRED_MARK = { content: '"*"', color: 'fg.error', ms: '0.5' } as const;

/** A labelled group of buttons or inputs (fieldset + legend), with its hint or error below. */
export function GroupField(props: {
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  testId?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Fieldset.Root invalid={Boolean(props.error)} data-testid={props.testId} gap="2" minW="0">
      <Flex align="center" justify="space-between" gap="2">
        <Fieldset.Legend
          fontWeight="medium"
          fontSize="sm"
          color="fg"
          _after={props.required ? REQUIRED_MARK : undefined}
        >
          {props.label}
        </Fieldset.Legend>
        {props.action}
      </Flex>
      <Fieldset.Content mt="0" gap="2">
        {props.children}
      </Fieldset.Content>
      {props.hint && !props.error && <Fieldset.HelperText mt="0">{props.hint}</Fieldset.HelperText>}
      {props.error && (
        <Fieldset.ErrorText mt="0" role="alert">
          {props.error}
        </Fieldset.ErrorText>
      )}
    </Fieldset.Root>
  );
}
