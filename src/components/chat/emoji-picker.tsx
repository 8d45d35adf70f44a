import { Button, Popover, Portal, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';

import { CHAT_EMOJIS } from '@/contract/chat';
import { CHAT_UI_TEXT } from '@/contract/ui-text';

/**
 * The 56 emoji of the chat input (SPEC section 2); picking one inserts it and closes the picker. Eight square
 * 36 px buttons a row (7 rows, ~330 px with the padding), so the picker fits a 360 px phone beside its trigger:
 * with the default button padding a row was ~450 px and the last column lay beyond a 390 px screen.
 */
export function EmojiPicker({ onPick, disabled }: { onPick: (emoji: string) => void; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={(e) => setOpen(e.open)} positioning={{ placement: 'top-start' }}>
      <Popover.Trigger asChild>
        <Button
          size="sm"
          variant="ghost"
          aria-label={CHAT_UI_TEXT.emoji}
          title={CHAT_UI_TEXT.emoji}
          disabled={disabled}
        >
          😀
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner zIndex="popover">
          <Popover.Content w="auto" p="2" data-testid="emoji-picker">
            <SimpleGrid columns={8} gap="1">
              {CHAT_EMOJIS.map((emoji) => (
                <Button
                  key={emoji}
                  size="sm"
                  variant="ghost"
                  w="9"
                  minW="9"
                  h="9"
                  px="0"
                  fontSize="lg"
                  aria-label={emoji}
                  onClick={() => {
                    onPick(emoji);
                    setOpen(false);
                  }}
                >
                  {emoji}
                </Button>
              ))}
            </SimpleGrid>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
