import {
  Avatar,
  Badge,
  Box,
  Button,
  CloseButton,
  Drawer,
  Flex,
  HStack,
  IconButton,
  Link as ChakraLink,
  Menu,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { useSnapshot } from 'valtio';

import { InstallButton } from '@/components/layout/pwa-banners';
import { CapIcon, ChevronDownIcon, MenuIcon, SparkIcon } from '@/components/ui/icons';
import { isServiceMember } from '@/contract/code-tables';
import { LIMITS, SITE } from '@/contract/limits';
import { APP_EVENTS, emitAppEvent } from '@/lib/events';
import { session } from '@/lib/session';
import { formatBadge, unread, unreadTotal } from '@/lib/unread';

export const NAV_ITEMS = [
  { label: '首页', to: '/' },
  { label: '留学机构', to: '/organizations' },
  { label: '留学顾问', to: '/counselor/list' },
  { label: '院校库', to: '/schools' },
  { label: '专业库', to: '/majors' },
  { label: '留学圈', to: '/circle' },
] as const;

function isActive(pathname: string, to: string): boolean {
  return to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
}

function Logo() {
  return (
    <ChakraLink asChild _hover={{ textDecoration: 'none' }} aria-label={SITE.TITLE}>
      <Link to="/">
        <HStack gap="2" flexShrink={0}>
          <Flex w="9" h="9" rounded="lg" bg="brand.solid" color="white" align="center" justify="center">
            <CapIcon boxSize="5" />
          </Flex>
          <Stack gap="0" lineHeight="1.1">
            <Text fontWeight="bold" fontSize="lg" color="fg" whiteSpace="nowrap">
              AI留学
            </Text>
            <Text fontSize="2xs" color="fg.muted" hideBelow="sm">
              构建留学生态圈
            </Text>
          </Stack>
        </HStack>
      </Link>
    </ChakraLink>
  );
}

function UnreadBadge({ count }: { count: number }) {
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

function UserMenu({ onLogout }: { onLogout: () => void }) {
  const snap = useSnapshot(session);
  const counts = useSnapshot(unread);
  const navigate = useNavigate();
  const user = snap.user;
  if (!user) return null;
  const member = isServiceMember(user.vipLevel);
  const displayName = user.nickname || user.nameCn || user.mobile;
  return (
    <Menu.Root
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
        <Button variant="ghost" size="sm" px="2" data-testid="user-menu">
          <Box position="relative">
            <Avatar.Root size="xs" colorPalette="brand">
              <Avatar.Fallback name={displayName} />
              {user.headportraitPreviewUrl && <Avatar.Image src={user.headportraitPreviewUrl} />}
            </Avatar.Root>
          </Box>
          <Text maxW="24" truncate hideBelow="md">
            {displayName}
          </Text>
          <UnreadBadge count={unreadTotal(counts)} />
          <ChevronDownIcon boxSize="4" />
        </Button>
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

function AuthLinks() {
  return (
    <HStack gap="1">
      <Button asChild size="sm" variant="ghost">
        <Link to="/login">登录</Link>
      </Button>
      <Button asChild size="sm" variant="outline" colorPalette="brand">
        <Link to="/login" search={{ mode: 'register' }}>
          注册
        </Link>
      </Button>
    </HStack>
  );
}

function MobileNav({ pathname }: { pathname: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="start" size="xs">
      <Drawer.Trigger asChild>
        <IconButton aria-label="打开导航菜单" variant="ghost" size="sm" hideFrom="lg">
          <MenuIcon />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>导航</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" aria-label="主导航" gap="1">
                {NAV_ITEMS.map((item) => (
                  <Button
                    key={item.to}
                    asChild
                    justifyContent="flex-start"
                    variant={isActive(pathname, item.to) ? 'subtle' : 'ghost'}
                    colorPalette="brand"
                    onClick={() => setOpen(false)}
                  >
                    <Link to={item.to}>{item.label}</Link>
                  </Button>
                ))}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="关闭导航菜单" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** Top navigation and header (SPEC section 2). */
export function Header({ onLogout }: { onLogout: () => void }) {
  const snap = useSnapshot(session);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const loggedIn = Boolean(snap.token && snap.user);
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px" shadow="xs">
      <Flex
        maxW="7xl"
        mx="auto"
        h={`${LIMITS.LAYOUT_HEADER_HEIGHT}px`}
        px={{ base: '3', md: '6' }}
        align="center"
        gap={{ base: '1.5', md: '3' }}
      >
        <MobileNav pathname={pathname} />
        <Logo />
        <HStack as="nav" aria-label="主导航" gap="1" ml="6" hideBelow="lg">
          {NAV_ITEMS.map((item) => {
            const active = isActive(pathname, item.to);
            return (
              <Button
                key={item.to}
                asChild
                size="sm"
                variant={active ? 'subtle' : 'ghost'}
                colorPalette={active ? 'brand' : 'gray'}
                aria-current={active ? 'page' : undefined}
              >
                <Link to={item.to}>{item.label}</Link>
              </Button>
            );
          })}
        </HStack>
        <Box flex="1" />
        <Button
          size="sm"
          colorPalette="brand"
          onClick={() => emitAppEvent(APP_EVENTS.OPEN_AI_DRAWER)}
          data-testid="open-ai-drawer"
        >
          <SparkIcon />
          <Text as="span" hideBelow="sm">
            AI 智能选校
          </Text>
          <Text as="span" hideFrom="sm">
            AI选校
          </Text>
        </Button>
        <InstallButton />
        {loggedIn ? <UserMenu onLogout={onLogout} /> : <AuthLinks />}
      </Flex>
    </Box>
  );
}
