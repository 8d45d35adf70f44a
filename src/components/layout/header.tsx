import { Box, Button, Flex, HStack, IconButton, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link, useRouterState } from '@tanstack/react-router';
import { Suspense, lazy, useState } from 'react';

import { InstallButton } from '@/components/layout/pwa-banners';
import { CapIcon, MenuIcon, SparkIcon } from '@/components/ui/icons';
import { LIMITS, SITE } from '@/contract/limits';
import { useSessionSnapshot } from '@/lib/hydration';
import { APP_EVENTS, emitAppEvent } from '@/lib/events';

import { NAV_ITEMS, UserButton, isActive } from './header-parts';

// The user menu and the phone's navigation drawer load after the first paint (Chakra's menu, dialog and
// positioning code are not in the entry): the header draws the same button meanwhile.
const UserMenu = lazy(() => import('./header-user-menu'));
const MobileNavDrawer = lazy(() => import('./header-mobile-nav'));

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

/** The hamburger stays in the header; the drawer (Chakra's dialog machinery) loads on the first tap. */
function MobileNav({ pathname }: { pathname: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <IconButton
        aria-label="打开导航菜单"
        aria-haspopup="dialog"
        aria-expanded={open}
        variant="ghost"
        size="sm"
        hideFrom="lg"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <MobileNavDrawer pathname={pathname} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

/** The same button until the menu's code arrives; a tap meanwhile opens the menu once it is there. */
function LazyUserMenu({ onLogout }: { onLogout: () => void }) {
  const [tapped, setTapped] = useState(false);
  return (
    <Suspense fallback={<UserButton aria-haspopup="menu" onClick={() => setTapped(true)} />}>
      <UserMenu onLogout={onLogout} defaultOpen={tapped} />
    </Suspense>
  );
}

/** Top navigation and header (SPEC section 2). */
export function Header({ onLogout }: { onLogout: () => void }) {
  const snap = useSessionSnapshot();
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
        {loggedIn ? <LazyUserMenu onLogout={onLogout} /> : <AuthLinks />}
      </Flex>
    </Box>
  );
}
