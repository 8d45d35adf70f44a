import { Box, Button, HStack, Popover, SimpleGrid, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';

import { AI_TEXT } from '@/contract/ai';
import type { ConfigItem } from '@/contract/common';
import { LoadState } from '@/components/ui/load-state';
import { ChoiceButton } from '@/features/ai-select/components/choice-button';
import { GroupField } from '@/features/ai-select/components/group-field';
import { toggleItem } from '@/features/ai-select/state/form-rules';
import type { QueryState } from '@/lib/use-query';

/**
 * Activities (SPEC section 4): a popover multi-select. The choices inside are a working copy: 确定
 * copies them into the form; closing any other way (outside click, Esc, the trigger) drops them, so
 * the previous result stays.
 */
export function ActivityField(props: {
  options: QueryState<ConfigItem[]>;
  value: readonly string[];
  onConfirm: (next: string[]) => void;
}) {
  const [open, setOpen] = useState(false);
  const [working, setWorking] = useState<string[]>([]);
  const names = new Map(props.options.data?.map((c) => [c.id, c.configName]));
  const chosen = props.value.map((id) => names.get(id)).filter((name) => name !== undefined);
  return (
    <GroupField label="课外活动" testId="ai-field-activity">
      <LoadState query={props.options}>
        {(items) => (
          <Popover.Root
            open={open}
            onOpenChange={(e) => {
              if (e.open) setWorking([...props.value]);
              setOpen(e.open);
            }}
            positioning={{ placement: 'bottom-start' }}
            lazyMount
            unmountOnExit
          >
            <Popover.Trigger asChild>
              <Button
                type="button"
                variant="outline"
                justifyContent="space-between"
                fontWeight="normal"
                data-testid="ai-activity-trigger"
              >
                {props.value.length > 0 ? `已选 ${props.value.length} 项课外活动` : '请选择课外活动'}
                <Text as="span" color="fg.muted" aria-hidden="true">
                  ▾
                </Text>
              </Button>
            </Popover.Trigger>
            {/* no portal: the drawer traps focus, so the list must stay inside it */}
            <Popover.Positioner>
              <Popover.Content w="sm" maxW="calc(100vw - 2rem)" data-testid="ai-activity-popover">
                <Popover.Body p="3">
                  <Box
                    role="group"
                    aria-label="选择课外活动"
                    maxH="64"
                    overflowY="auto"
                    data-testid="ai-activity-options"
                  >
                    <SimpleGrid columns={2} gap="2">
                      {items.map((item) => {
                        const checked = working.includes(item.id);
                        return (
                          <ChoiceButton
                            key={item.id}
                            kind="checkbox"
                            checked={checked}
                            title={item.configNameEn}
                            onClick={() => setWorking((list) => toggleItem(list, item.id, !checked))}
                          >
                            {item.configName}
                          </ChoiceButton>
                        );
                      })}
                    </SimpleGrid>
                  </Box>
                  <HStack justify="flex-end" mt="3">
                    <Button
                      size="sm"
                      colorPalette="brand"
                      onClick={() => {
                        props.onConfirm(items.map((c) => c.id).filter((id) => working.includes(id)));
                        setOpen(false);
                      }}
                    >
                      {AI_TEXT.confirm}
                    </Button>
                  </HStack>
                </Popover.Body>
              </Popover.Content>
            </Popover.Positioner>
          </Popover.Root>
        )}
      </LoadState>
      {chosen.length > 0 && (
        <Wrap gap="1.5" data-testid="ai-activity-chosen">
          {chosen.map((name) => (
            <Text
              key={name}
              as="span"
              fontSize="xs"
              bg="brand.subtle"
              color="brand.fg"
              px="2"
              py="0.5"
              rounded="full"
            >
              {name}
            </Text>
          ))}
        </Wrap>
      )}
    </GroupField>
  );
}
