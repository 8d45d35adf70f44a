/**
 * Pieces of the header shared by its first paint (header.tsx) and its lazily loaded menus (header-user-menu.tsx,
 * header-mobile-nav.tsx): the navigation items, the unread badge and the user button. The user button is drawn
 * the same before and after the menu's code arrives, so loading it moves nothing.
 */
import { Badge, Box, Button, Text, type ButtonProps } from '@chakra-ui/react';
import { forwardRef } from 'react';
import { useSnapshot } from 'valtio';

import { ChevronDownIcon } from '@/components/ui/icons';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { useSessionSnapshot } from '@/lib/hydration';
import { selfName } from '@/lib/format';
import { formatBadge, unread, unreadTotal } from '@/lib/unread';

export const NAV_ITEMS = [
  { label: '首页', to: '/' },
  { label: '留学机构', to: '/organizations' },
  { label: '留学顾问', to: '/counselor/list' },
  { label: '院校库', to: '/schools' },
  { label: '专业库', to: '/majors' },
  { label: '留学圈', to: '/circle' },
] as const;

export function isActive(pathname: string, to: string): boolean {
  return to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
}

export function UnreadBadge({ count }: { count: number }) {
  const text = formatBadge(count);
  if (!text) return null;
  return (
    <Badge
      data-testid="unread-badge"
      colorPalette="red"
      variant="solid"
      rounded="full"
      fontSize="2xs"
      px="1.5"
      aria-label={`${text} 条未读`}
    >
      {text}
    </Badge>
  );
}

/** The signed-in user's avatar, name and unread total: the user menu's trigger. */
export const UserButton = forwardRef<HTMLButtonElement, ButtonProps>(function UserButton(props, ref) {
  const snap = useSessionSnapshot();
  const counts = useSnapshot(unread);
  const user = snap.user;
  if (!user) return null;
  const displayName = selfName(user);
  return (
    <Button ref={ref} variant="ghost" size="sm" px="2" data-testid="user-menu" {...props}>
      <Box position="relative">
        <PersonAvatar size="xs" colorPalette="brand" name={displayName} src={user.headportraitPreviewUrl} />
      </Box>
      <Text maxW="24" truncate hideBelow="md">
        {displayName}
      </Text>
      <UnreadBadge count={unreadTotal(counts)} />
      <ChevronDownIcon boxSize="4" />
    </Button>
  );
});
