/** The add-to-home-screen steps for iOS Safari, which has no install prompt (pwa-banners.tsx InstallButton). */
import { Button, HStack, List } from '@chakra-ui/react';

import { DialogShell } from '@/components/ui/dialog-shell';

export default function IosInstallHelp({ onClose }: { onClose: () => void }) {
  return (
    <DialogShell
      title="安装到主屏幕"
      onClose={onClose}
      mx="4"
      footer={
        <HStack>
          <Button colorPalette="brand" onClick={onClose}>
            知道了
          </Button>
        </HStack>
      }
    >
      <List.Root as="ol" gap="2" ps="5">
        <List.Item>点击 Safari 底部的「分享」按钮</List.Item>
        <List.Item>在菜单中选择「添加到主屏幕」</List.Item>
        <List.Item>点击右上角「添加」，之后可从桌面直接打开，弱网时也能浏览已缓存的内容</List.Item>
      </List.Root>
    </DialogShell>
  );
}
