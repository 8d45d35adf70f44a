import { Box, Button, HStack, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

import { Refusal } from './refusal';

/**
 * A form in a bordered card (the growth forms of the student and of the console): the fields, the refusal
 * of the last save, then 取消 (where it can be left) and the submit button.
 */
export function FormCard({
  onSubmit,
  testId,
  label,
  refusal,
  refusalTestId,
  submitLabel,
  saving,
  onCancel,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  testId?: string;
  /** The form's accessible name. */
  label?: string;
  refusal: string | null;
  refusalTestId?: string;
  submitLabel: string;
  saving?: boolean;
  onCancel?: () => void;
  children: ReactNode;
}) {
  return (
    <Box asChild borderWidth="1px" rounded="lg" p="4">
      <form onSubmit={onSubmit} noValidate data-testid={testId} aria-label={label}>
        <Stack gap="3">
          {children}
          <Refusal color="red.600" data-testid={refusalTestId}>
            {refusal}
          </Refusal>
          <HStack gap="2" justify="flex-end">
            {onCancel && (
              <Button variant="ghost" onClick={onCancel}>
                取消
              </Button>
            )}
            <Button type="submit" colorPalette="brand" loading={saving}>
              {submitLabel}
            </Button>
          </HStack>
        </Stack>
      </form>
    </Box>
  );
}
