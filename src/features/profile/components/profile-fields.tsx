import { Field, Fieldset, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import type { PickerRowProps } from '@/components/ui/school-picker';
import { LIMITS } from '@/contract/limits';

const LABEL_STYLE = {
  w: { md: `${LIMITS.PROFILE_LABEL_WIDTH}px` },
  flexShrink: 0,
  justifyContent: { md: 'flex-end' },
  pt: { md: '2' },
  mb: '0',
} as const;

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Flex
      direction={{ base: 'column', md: 'row' }}
      gap={{ base: '1.5', md: '3' }}
      w="full"
      align={{ md: 'flex-start' }}
    >
      {label}
      <Flex direction="column" flex="1" minW="0" gap="1">
        {children}
      </Flex>
    </Flex>
  );
}

/**
 * One labelled row: label 100 px wide beside the control on desktop, above it on phones. A `group` row
 * (several controls, such as province and city) is a fieldset with a legend.
 */
export function FormRow(props: PickerRowProps & { helper?: string }) {
  const mark = props.required && (
    <Text as="span" color="fg.error" aria-hidden="true" ms="0.5">
      *
    </Text>
  );
  if (props.group) {
    return (
      <Fieldset.Root invalid={Boolean(props.error)} disabled={props.disabled} data-testid={props.testId}>
        <Row
          label={
            <Fieldset.Legend {...LABEL_STYLE} display="flex" fontWeight="medium" fontSize="sm" color="fg">
              {props.label}
              {mark}
            </Fieldset.Legend>
          }
        >
          {props.children}
          {props.error && <Fieldset.ErrorText mt="0">{props.error}</Fieldset.ErrorText>}
        </Row>
      </Fieldset.Root>
    );
  }
  return (
    <Field.Root
      invalid={Boolean(props.error)}
      required={props.required}
      disabled={props.disabled}
      data-testid={props.testId}
    >
      <Row
        label={
          <Field.Label {...LABEL_STYLE}>
            {props.label}
            {mark}
          </Field.Label>
        }
      >
        {props.children}
        {props.helper && !props.error && <Field.HelperText>{props.helper}</Field.HelperText>}
        {props.error && <Field.ErrorText>{props.error}</Field.ErrorText>}
      </Row>
    </Field.Root>
  );
}
