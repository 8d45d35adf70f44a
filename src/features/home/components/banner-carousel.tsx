import { Box, Button, Flex, Heading, HStack, Skeleton, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';

import type { Ad, AdTone } from '@/contract/home';
import { fetchHomeBanner, HOME_QUERY_KEYS } from '@/features/home/api/prefetch-home';
import { inAppTarget } from '@/features/home/components/home-links';
import { useQuery } from '@/lib/use-query';

/** Seconds between two slides when nobody is looking at one. */
export const BANNER_INTERVAL_MS = 5000;

/** Each tone as a gradient of Chakra colour tokens (banners are drawn, never downloaded). */
const TONES: Record<AdTone, { from: string; to: string }> = {
  blue: { from: 'brand.600', to: 'blue.400' },
  teal: { from: 'teal.600', to: 'cyan.500' },
  purple: { from: 'purple.600', to: 'pink.500' },
  orange: { from: 'orange.500', to: 'yellow.500' },
};

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/** Scrolls the track to a slide (smoothly unless the visitor prefers reduced motion). */
function scrollToSlide(track: HTMLElement | null, index: number): void {
  if (!track) return;
  const left = index * track.clientWidth;
  if (typeof track.scrollTo === 'function') {
    track.scrollTo({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  } else {
    track.scrollLeft = left;
  }
}

function Slide({ ad, index, count, current }: { ad: Ad; index: number; count: number; current: boolean }) {
  const tone = TONES[ad.tone];
  const target = inAppTarget(ad.linkPath);
  return (
    <Box
      role="group"
      aria-roledescription="幻灯片"
      aria-label={`第 ${index + 1} 张，共 ${count} 张`}
      aria-hidden={current ? undefined : true}
      flex="0 0 100%"
      scrollSnapAlign="start"
      bgGradient="to-br"
      gradientFrom={tone.from}
      gradientTo={tone.to}
      color="white"
      position="relative"
      overflow="hidden"
      data-testid="home-banner-slide"
    >
      <Box position="absolute" right="-10" top="-10" boxSize="40" rounded="full" bg="whiteAlpha.200" />
      <Box position="absolute" right="16" bottom="-16" boxSize="32" rounded="full" bg="whiteAlpha.100" />
      <Flex
        position="relative"
        direction="column"
        justify="center"
        gap={{ base: '2', md: '3' }}
        minH={{ base: '44', md: '56' }}
        px={{ base: '5', md: '12' }}
        py={{ base: '6', md: '8' }}
        maxW="2xl"
      >
        <Heading as="h2" size={{ base: 'lg', md: '2xl' }} lineHeight="short">
          {ad.title}
        </Heading>
        <Text fontSize={{ base: 'sm', md: 'md' }} opacity={0.92} lineClamp={2}>
          {ad.subtitle}
        </Text>
        {target && (
          <Button
            asChild
            alignSelf="flex-start"
            size={{ base: 'sm', md: 'md' }}
            minH="10"
            bg="white"
            color="gray.900"
            _hover={{ bg: 'whiteAlpha.900' }}
            tabIndex={current ? undefined : -1}
          >
            <Link to={target.to} search={target.search}>
              {ad.linkText}
            </Link>
          </Button>
        )}
      </Flex>
    </Box>
  );
}

/**
 * The home banner carousel (findAd HOME_BANNER): one slide per ad, swiped on phones (scroll snap; the only
 * horizontal scroll of the page), dots to pick one, and a slide every 5 s unless the pointer or the focus is on
 * it or the visitor prefers reduced motion. Hidden without ads or when the request failed.
 */
export function BannerCarousel() {
  const result = useQuery(HOME_QUERY_KEYS.ads, fetchHomeBanner);
  const ads = result.data ?? [];
  const trackRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = ads.length;

  const show = (index: number) => {
    setCurrent(index);
    scrollToSlide(trackRef.current, index);
  };

  const paused = hovered || focused;
  useEffect(() => {
    if (count < 2 || paused || prefersReducedMotion()) return undefined;
    const timer = window.setInterval(() => {
      const next = (current + 1) % count;
      setCurrent(next);
      scrollToSlide(trackRef.current, next);
    }, BANNER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [count, paused, current]);

  if (result.error && !result.data) return null;
  if (!result.data) {
    return <Skeleton h={{ base: '44', md: '56' }} rounded="xl" data-testid="home-banner-skeleton" />;
  }
  if (count === 0) return null;

  const onScroll = () => {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    const index = Math.round(track.scrollLeft / track.clientWidth);
    // only where a slide has settled, not at every step of a smooth scroll
    const settled = Math.abs(track.scrollLeft - index * track.clientWidth) < 2;
    if (settled && index !== current && index >= 0 && index < count) setCurrent(index);
  };

  return (
    <Box
      as="section"
      aria-roledescription="轮播"
      aria-label="推荐"
      position="relative"
      rounded="xl"
      overflow="hidden"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      data-testid="home-banner"
    >
      <Flex
        ref={trackRef}
        overflowX="auto"
        scrollSnapType="x mandatory"
        overscrollBehaviorX="contain"
        css={{ scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
        onScroll={onScroll}
        aria-live={paused ? 'polite' : 'off'}
      >
        {ads.map((ad, index) => (
          <Slide key={ad.id} ad={ad} index={index} count={count} current={index === current} />
        ))}
      </Flex>
      {count > 1 && (
        <HStack
          position="absolute"
          bottom="1"
          right={{ base: '2', md: '6' }}
          gap="0"
          role="group"
          aria-label="选择幻灯片"
        >
          {ads.map((ad, index) => (
            <Button
              key={ad.id}
              variant="plain"
              minW="10"
              h="10"
              p="0"
              aria-label={`第 ${index + 1} 张：${ad.title}`}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => show(index)}
              data-testid="home-banner-dot"
            >
              <Box
                as="span"
                display="block"
                h="2"
                w={index === current ? '6' : '2'}
                rounded="full"
                bg={index === current ? 'white' : 'whiteAlpha.600'}
                transition="width 0.2s"
              />
            </Button>
          ))}
        </HStack>
      )}
    </Box>
  );
}
