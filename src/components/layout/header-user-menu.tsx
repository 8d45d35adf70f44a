/**
 * The signed-in user's dropdown (消息 / 任务 / 个人空间 / 退出). Loaded after the header's first paint (Chakra's
 * menu and its positioning code are not in the entry); until then header.tsx draws the same UserButton.
 */
import { Box, Menu, Portal } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';

import { isServiceMember } from '@/contract/code-tables';
import { LIMITS } from '@/contract/limits';
import { useSessionSnapshot } from '@/lib/hydration';
import { unread } from '@/lib/unread';

import { UnreadBadge, UserButton } from './header-parts';

export default function UserMenu({ onLogout, defaultOpen }: { onLogout: () => void; defaultOpen?: boolean }) {
  const snap = useSessionSnapshot();
  const counts = useSnapshot(unread);
  const navigate = useNavigate();
  const user = snap.user;
  if (!user) return null;
  const member = isServiceMember(user.vipLevel);
  return (
    <Menu.Root
      defaultOpen={defaultOpen}
      positioning={{ placement: 'bottom-end' }}
      onSelect={(details) => {
        if (details.value === 'message') void navigate({ to: '/message' });
        if (details.value === 'task') void navigate({ to: '/personal', search: { component: 'mytask' } });
        if (details.value === 'personal')
          void navigate({ to: '/personal', search: { component: 'baseinfo' } });
        if (details.value === 'logout') onLogout();
      }}
    >
      <Menu.Trigger asChild>
        <UserButton />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content
            minW="40"
            h={`${member ? LIMITS.HEADER_DROPDOWN_HEIGHT_MEMBER : LIMITS.HEADER_DROPDOWN_HEIGHT_OTHER}px`}
            data-testid="user-dropdown"
          >
            <Menu.Item value="message">
              <Box flex="1">消息</Box>
              <UnreadBadge count={counts.messages} />
            </Menu.Item>
            {member && (
              <Menu.Item value="task">
                <Box flex="1">任务</Box>
                <UnreadBadge count={counts.tasks} />
              </Menu.Item>
            )}
            <Menu.Item value="personal">个人空间</Menu.Item>
            <Menu.Separator />
            <Menu.Item value="logout" color="fg.error">
              退出
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
