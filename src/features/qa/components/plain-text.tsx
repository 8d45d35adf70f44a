import { Text } from '@chakra-ui/react';

/** Stored text as text: React escapes it, line breaks are kept by CSS. */
export function PlainText({ text }: { text: string }) {
  return (
    <Text whiteSpace="pre-wrap" lineHeight="tall" wordBreak="break-word">
      {text}
    </Text>
  );
}
