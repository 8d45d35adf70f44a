import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { Suspense, lazy, useState } from 'react';
import { useSnapshot } from 'valtio';

import { useHydrated } from '@/lib/hydration';
import { network } from '@/lib/network';
import { applyUpdate, isIosSafari, promptInstall, pwa, requestPersistentStorage } from '@/lib/pwa';

/**
 * Made at its first use, not when the layout's chunk loads: a page's first Intl.DateTimeFormat sets up the
 * browser's date formatting for the locale (13-30 ms in Chromium on this machine, four times that on a phone),
 * which every page paid inside the layout's evaluation although the banner shows only offline.
 */
let timeFormat: Intl.DateTimeFormat | undefined;
export function formatCachedAt(at: number): string {
  timeFormat ??= new Intl.DateTimeFormat('zh-CN', {
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return timeFormat.format(at);
}

/** 当前离线，显示的是缓存内容, and when the data on screen was fetched. */
export function OfflineBanner() {
  const net = useSnapshot(network);
  if (net.online) return null;
  return (
    <Box
      role="status"
      bg="orange.100"
      color="orange.900"
      px="4"
      py="2"
      fontSize="sm"
      textAlign="center"
      data-testid="offline-banner"
    >
      当前离线，显示的是缓存内容
      {net.cachedAt !== null && <Text as="span">（数据获取于 {formatCachedAt(net.cachedAt)}）</Text>}
    </Box>
  );
}

/** 发现新版本 with 立即刷新: the new service worker waits until the user chooses to reload. */
export function UpdatePrompt() {
  const state = useSnapshot(pwa);
  if (!state.updateReady) return null;
  return (
    <Flex
      role="alert"
      position="fixed"
      bottom="4"
      left="50%"
      transform="translateX(-50%)"
      zIndex="toast"
      bg="gray.900"
      color="white"
      rounded="lg"
      shadow="lg"
      px="4"
      py="3"
      gap="3"
      align="center"
      w={{ base: 'calc(100% - 2rem)', md: 'auto' }}
      data-testid="update-prompt"
    >
      <Text flex="1">发现新版本</Text>
      <Button size="sm" colorPalette="brand" onClick={applyUpdate}>
        立即刷新
      </Button>
    </Flex>
  );
}

// the steps dialog loads when an iPhone user taps 安装到主屏幕
const IosInstallHelp = lazy(() => import('./ios-install-help'));

/** 安装到主屏幕: the browser's prompt where it has one, the share-sheet steps on iOS Safari. */
export function InstallButton() {
  const state = useSnapshot(pwa);
  const [iosHelp, setIosHelp] = useState(false);
  // the server knows no browser: iOS is told apart once hydrated
  const ios = useHydrated() && isIosSafari();
  if (state.installed || (!state.installEvent && !ios)) return null;
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        hideBelow="md"
        onClick={() => {
          if (ios) setIosHelp(true);
          else void promptInstall().then((accepted) => accepted && requestPersistentStorage());
        }}
      >
        安装到主屏幕
      </Button>
      {iosHelp && (
        <Suspense fallback={null}>
          <IosInstallHelp onClose={() => setIosHelp(false)} />
        </Suspense>
      )}
    </>
  );
}
