import { Field, Fieldset, Flex, Text } from '@chakra-ui/react';

import type { PickerRowProps } from '@/components/ui/school-picker';
import { LIMITS } from '@/contract/limits';

const FIELD = { Root: Field.Root, Label: Field.Label, Helper: Field.HelperText, Error: Field.ErrorText };
/** Several controls in one row (province and city): a fieldset and its legend. */
const GROUP = {
  Root: Fieldset.Root,
  Label: Fieldset.Legend,
  Helper: Fieldset.HelperText,
  Error: Fieldset.ErrorText,
};

/** One labelled row: label 100 px wide beside the control on desktop, above it on phones. */
export function FormRow(props: PickerRowProps & { helper?: string }) {
  const { Root, Label, Helper, Error } = props.group ? GROUP : FIELD;
  return (
    <Root
      invalid={Boolean(props.error)}
      required={props.required}
      disabled={props.disabled}
      data-testid={props.testId}
    >
      <Flex
        direction={{ base: 'column', md: 'row' }}
        gap={{ base: '1.5', md: '3' }}
        w="full"
        align={{ md: 'flex-start' }}
      >
        <Label
          display="flex"
          gap="1"
          w={{ md: `${LIMITS.PROFILE_LABEL_WIDTH}px` }}
          flexShrink={0}
          justifyContent={{ md: 'flex-end' }}
          pt={{ md: '2' }}
          mb="0"
          fontWeight="medium"
          fontSize="sm"
        >
          {props.label}
          {props.required && (
            <Text as="span" color="fg.error" aria-hidden="true">
              *
            </Text>
          )}
        </Label>
        <Flex direction="column" flex="1" minW="0" gap="1">
          {props.children}
          {props.helper && !props.error && <Helper>{props.helper}</Helper>}
          {props.error && (
            <Error mt="0" textStyle="xs">
              {props.error}
            </Error>
          )}
        </Flex>
      </Flex>
    </Root>
  );
}
