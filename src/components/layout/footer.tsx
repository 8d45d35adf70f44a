import { Box, Flex, Grid, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { z } from 'zod';

import { FLOATING_ROOM } from '@/components/layout/floating-tools';
import { API } from '@/contract/api';
import { supporterSchema, type Supporter } from '@/contract/common';
import { LIMITS, SITE } from '@/contract/limits';
import { http } from '@/lib/http';
import { useHydrated } from '@/lib/hydration';
import { prefetchQuery, useQuery } from '@/lib/use-query';

/** The footer's QR codes, drawn by qrcode.react in a chunk of its own (not in the first paint's JS). */
const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));
const QR_SIZE = 88;

/**
 * True once the element comes within a screen's height of the viewport, and from then on: the footer's QR
 * codes (their library, ~6 KB gzip, and their drawing) wait until the footer may be seen, which on most first
 * visits is never.
 */
function useNearViewport<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  // without IntersectionObserver (an old browser), once hydrated (the server draws none)
  const unobserved = useHydrated() && typeof IntersectionObserver === 'undefined';
  useEffect(() => {
    const node = ref.current;
    if (near || !node || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near || unobserved];
}

const supportersSchema = z.array(supporterSchema);

const SUPPORTERS_KEY = 'supporters';
const getSupporters = (signal: AbortSignal) =>
  http.get(API.common.supports, supportersSchema, { signal, silent: true });

/** The layout's loader: the footer's supporters come with every page the server renders. */
export const prefetchSupporters = () => prefetchQuery(SUPPORTERS_KEY, getSupporters);

function useSupporters(): Supporter[] {
  return useQuery(SUPPORTERS_KEY, getSupporters).data ?? [];
}

/** Reserved names (RFC 2606, RFC 6761) that no real body's site lives on. */
const RESERVED_HOST = /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost)$/i;

/**
 * Where a supporter's name links to: its own https site, or nothing (a plain name) when the stored address is
 * empty, not https or on a reserved example domain (the demo seed's fictitious bodies).
 */
export function supporterHref(linkUrl: string): string | undefined {
  try {
    const url = new URL(linkUrl);
    if (url.protocol !== 'https:' || url.username || url.password || RESERVED_HOST.test(url.hostname))
      return undefined;
    return url.href;
  } catch {
    return undefined;
  }
}

/**
 * The three QR codes of the footer. Each encodes a real address of this deployment: the app itself
 * (install to the home screen), the online customer service and the news feed that the public account
 * pushes.
 */
function qrCodes(origin: string) {
  return [
    { label: '企业微信助手', hint: '扫码联系在线客服', value: `${origin}/message` },
    { label: '官方公众号', hint: '扫码阅读留学资讯', value: `${origin}/news` },
    { label: 'AI留学 App', hint: '扫码安装到手机主屏幕', value: `${origin}/` },
  ];
}

/**
 * Footer (SPEC section 2): supporters, privacy link, three QR codes, copyright and filing line. The SPEC's
 * company site link is left out: the operator has no site other than this app, and a 公司官网 link back to
 * the app itself would mislead.
 */
export function Footer() {
  const supporters = useSupporters();
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const [qrGrid, qrShown] = useNearViewport<HTMLDivElement>();
  return (
    <Box
      as="footer"
      bg="gray.900"
      color="gray.300"
      minH={{ md: `${LIMITS.LAYOUT_FOOTER_HEIGHT}px` }}
      pt="8"
      pb={{ base: FLOATING_ROOM, md: '8' }}
      data-testid="site-footer"
    >
      <Flex
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        direction={{ base: 'column', md: 'row' }}
        gap="8"
        justify="space-between"
      >
        <Stack gap="3" maxW={{ md: 'md' }}>
          <Text fontWeight="bold" color="white">
            官方支持
          </Text>
          <Flex wrap="wrap" gap="2" data-testid="supporters">
            {supporters.map((s) => {
              const href = supporterHref(s.linkUrl);
              const body = s.imagePreviewUrl ? (
                <img src={s.imagePreviewUrl} alt={s.name} height="20" />
              ) : (
                s.name
              );
              const box = {
                fontSize: 'sm',
                color: 'gray.300',
                borderWidth: '1px',
                borderColor: 'gray.700',
                rounded: 'md',
                px: '2',
                py: '1',
              } as const;
              return href ? (
                <ChakraLink key={s.id} href={href} target="_blank" rel="noopener noreferrer" {...box}>
                  {body}
                </ChakraLink>
              ) : (
                <Text key={s.id} as="span" {...box}>
                  {body}
                </Text>
              );
            })}
          </Flex>
          <HStack gap="4" fontSize="sm">
            <ChakraLink asChild color="gray.300">
              <Link to="/privacy">隐私</Link>
            </ChakraLink>
          </HStack>
        </Stack>
        <Grid ref={qrGrid} templateColumns="repeat(3, minmax(0, 1fr))" gap={{ base: '3', md: '6' }}>
          {qrCodes(origin).map((qr) => (
            <Stack key={qr.label} align="center" gap="1" textAlign="center">
              <Box bg="white" p="1.5" rounded="md">
                {/* the QR library loads when the footer nears the viewport; its box keeps the size meanwhile */}
                {qrShown ? (
                  <Suspense fallback={<Box boxSize={`${QR_SIZE}px`} aria-hidden="true" />}>
                    <QRCodeSVG value={qr.value} size={QR_SIZE} title={qr.label} />
                  </Suspense>
                ) : (
                  <Box boxSize={`${QR_SIZE}px`} aria-hidden="true" />
                )}
              </Box>
              <Text fontSize="xs" color="white">
                {qr.label}
              </Text>
              <Text fontSize="2xs" color="gray.400">
                {qr.hint}
              </Text>
            </Stack>
          ))}
        </Grid>
      </Flex>
      <Stack maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} mt="8" fontSize="xs" gap="1">
        <Box borderTopWidth="1px" borderColor="gray.700" mb="3" />
        <Text>
          Copyright © {SITE.COPYRIGHT_YEARS} AI留学 版权所有 · {SITE.TITLE}
        </Text>
        <Text>
          <ChakraLink
            href="https://beian.miit.gov.cn/"
            target="_blank"
            rel="noopener noreferrer"
            color="gray.400"
          >
            ICP备案信息以工业和信息化部政务服务平台公示为准
          </ChakraLink>
        </Text>
      </Stack>
    </Box>
  );
}
