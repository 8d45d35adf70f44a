import { Button, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';

import { CIRCLE_LIMITS, CIRCLE_TEXT } from '@/contract/circle';
import { foldText, needsFold } from '@/contract/circle-display';

/**
 * A post's text as text (never HTML), line breaks kept. In a card a long text is folded after
 * CIRCLE_LIMITS.FOLD_LINES lines or FOLD_CHARS characters with 全文 / 收起; the detail shows it whole.
 */
export function PostText({
  text,
  fold = true,
  wrap,
}: {
  text: string;
  fold?: boolean;
  /** In a feed, the text as a link to the post (全文 / 收起 stay outside it). */
  wrap?: (text: ReactNode) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  if (!text) return null;
  const folds = fold && needsFold(text, CIRCLE_LIMITS.FOLD_LINES, CIRCLE_LIMITS.FOLD_CHARS);
  const shown =
    folds && !open ? `${foldText(text, CIRCLE_LIMITS.FOLD_LINES, CIRCLE_LIMITS.FOLD_CHARS)}…` : text;
  return (
    <div>
      {(wrap ?? ((node: ReactNode) => node))(
        <Text whiteSpace="pre-wrap" wordBreak="break-word" data-testid="circle-post-text">
          {shown}
        </Text>,
      )}
      {folds && (
        <Button
          variant="plain"
          size="sm"
          px="0"
          color="brand.fg"
          onClick={(event) => {
            event.stopPropagation();
            setOpen(!open);
          }}
        >
          {open ? CIRCLE_TEXT.COLLAPSE : CIRCLE_TEXT.FULL_TEXT}
        </Button>
      )}
    </div>
  );
}
