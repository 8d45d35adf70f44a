/** The add-to-home-screen steps for iOS Safari, which has no install prompt (pwa-banners.tsx InstallButton). */
import { Button, Dialog, HStack, List, Portal } from '@chakra-ui/react';

export default function IosInstallHelp({ onClose }: { onClose: () => void }) {
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>安装到主屏幕</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <List.Root as="ol" gap="2" ps="5">
                <List.Item>点击 Safari 底部的「分享」按钮</List.Item>
                <List.Item>在菜单中选择「添加到主屏幕」</List.Item>
                <List.Item>点击右上角「添加」，之后可从桌面直接打开，弱网时也能浏览已缓存的内容</List.Item>
              </List.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <HStack>
                <Button colorPalette="brand" onClick={onClose}>
                  知道了
                </Button>
              </HStack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
