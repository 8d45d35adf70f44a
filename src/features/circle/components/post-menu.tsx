/**
 * A post's 更多操作 menu (删除 for the own post, else 举报), loaded at the first tap of its button: a feed drew a
 * zag menu machine, its positioning and a portal for each card in the render that first shows the page (issue
 * 20: /circle's first render); until the tap post-actions.tsx draws the same button.
 */
import { Menu, Portal } from '@chakra-ui/react';

import { CIRCLE_TEXT } from '@/contract/circle';

import { PostMenuButton } from './post-menu-button';

export default function PostMenuPopup({
  mine,
  onDelete,
  onReport,
}: {
  mine: boolean;
  onDelete: () => void;
  onReport: () => void;
}) {
  return (
    <Menu.Root defaultOpen positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <PostMenuButton />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="28">
            {mine ? (
              <Menu.Item value="delete" color="fg.error" onClick={onDelete}>
                {CIRCLE_TEXT.DELETE}
              </Menu.Item>
            ) : (
              <Menu.Item value="report" onClick={onReport}>
                举报
              </Menu.Item>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
