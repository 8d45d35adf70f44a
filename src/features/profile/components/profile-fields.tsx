import { Field, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import { LIMITS } from '@/contract/limits';

/** One labelled row: label 100 px wide beside the control on desktop, above it on phones. */
export function FormRow(props: {
  label: string;
  required?: boolean;
  error?: string;
  helper?: string;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(props.error)} required={props.required}>
      <Flex
        direction={{ base: 'column', md: 'row' }}
        gap={{ base: '1.5', md: '3' }}
        w="full"
        align={{ md: 'flex-start' }}
      >
        <Field.Label
          w={{ md: `${LIMITS.PROFILE_LABEL_WIDTH}px` }}
          flexShrink={0}
          justifyContent={{ md: 'flex-end' }}
          pt={{ md: '2' }}
          mb="0"
        >
          {props.label}
          {props.required && <Field.RequiredIndicator />}
        </Field.Label>
        <Flex direction="column" flex="1" minW="0" gap="1">
          {props.children}
          {props.helper && !props.error && <Field.HelperText>{props.helper}</Field.HelperText>}
          {props.error && <Field.ErrorText>{props.error}</Field.ErrorText>}
        </Flex>
      </Flex>
    </Field.Root>
  );
}
