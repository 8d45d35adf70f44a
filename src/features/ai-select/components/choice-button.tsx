import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A toggle button inside a group: a checkbox (multi-select) or a radio (single choice). */
export function ChoiceButton(props: {
  checked: boolean;
  kind: 'checkbox' | 'radio';
  onClick: () => void;
  children: ReactNode;
  title?: string;
}) {
  return (
    <Button
      type="button"
      role={props.kind}
      aria-checked={props.checked}
      size="sm"
      variant={props.checked ? 'subtle' : 'outline'}
      colorPalette={props.checked ? 'brand' : 'gray'}
      borderColor={props.checked ? 'brand.solid' : undefined}
      borderWidth="1px"
      fontWeight={props.checked ? 'semibold' : 'normal'}
      onClick={props.onClick}
      title={props.title}
      minW="0"
      px="2"
      whiteSpace="normal"
      lineHeight="1.2"
      h="auto"
      minH="9"
    >
      {props.children}
    </Button>
  );
}
