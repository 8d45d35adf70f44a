/** The phone's navigation drawer, loaded on the first tap of the header's hamburger (header.tsx MobileNav). */
import { Button, CloseButton, Drawer, Portal, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

import { NAV_ITEMS, isActive } from './header-parts';

export default function MobileNavDrawer({
  pathname,
  open,
  onOpenChange,
}: {
  pathname: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start" size="xs">
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
                    onClick={() => onOpenChange(false)}
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
