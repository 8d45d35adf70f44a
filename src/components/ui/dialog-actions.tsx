import { Button, type ButtonProps } from '@chakra-ui/react';

export interface DialogActionsProps {
  onCancel: () => void;
  /** The left button's text. */
  cancelLabel?: string;
  /** The confirming button's text; without it only the cancel button shows. */
  confirmLabel?: string;
  /** Submits the form with this id (the button sits outside it, in the dialog's footer). */
  form?: string;
  /** Without `form`: what the confirming button does. */
  onConfirm?: () => void;
  colorPalette?: ButtonProps['colorPalette'];
  loading?: boolean;
  disabled?: boolean;
}

/** A dialog's footer buttons: 取消 (outline) and the confirming button. */
export function DialogActions({
  onCancel,
  cancelLabel = '取消',
  confirmLabel,
  form,
  onConfirm,
  colorPalette = 'brand',
  loading,
  disabled,
}: DialogActionsProps) {
  return (
    <>
      <Button variant="outline" onClick={onCancel}>
        {cancelLabel}
      </Button>
      {confirmLabel && (
        <Button
          type={form ? 'submit' : 'button'}
          form={form}
          colorPalette={colorPalette}
          loading={loading}
          disabled={disabled}
          onClick={onConfirm}
        >
          {confirmLabel}
        </Button>
      )}
    </>
  );
}
