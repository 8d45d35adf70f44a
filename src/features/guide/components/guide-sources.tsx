import { Box, Heading, Link, List, Text } from '@chakra-ui/react';

import type { GuideSource } from '@/contract/guide';

/** Only an http(s) address becomes a link: a stored `javascript:` or other scheme shows as its name. */
const isWebUrl = (url: string | null): url is string => url !== null && /^https?:\/\//i.test(url);

/** 官方信息来源: where the facts come from, opened in a new tab, and a reminder that rules change. */
export function GuideSources({ sources }: { sources: readonly GuideSource[] }) {
  return (
    <Box
      as="aside"
      aria-labelledby="guide-sources-title"
      bg="bg.muted"
      borderWidth="1px"
      rounded="lg"
      p={{ base: '4', md: '5' }}
      data-testid="guide-sources"
    >
      <Heading as="h2" size="md" id="guide-sources-title">
        官方信息来源
      </Heading>
      {sources.length > 0 && (
        <List.Root as="ul" ps="5" mt="3" gap="2">
          {sources.map((source, index) => (
            <List.Item key={`${source.name}-${index}`} wordBreak="break-word">
              {isWebUrl(source.url) ? (
                <Link
                  href={source.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  color="brand.fg"
                  textDecoration="underline"
                >
                  {source.name}
                </Link>
              ) : (
                <Text as="span">{source.name}</Text>
              )}
            </List.Item>
          ))}
        </List.Root>
      )}
      <Text mt="3" fontSize="sm" color="fg.muted">
        政策和要求可能随时调整，办理前请以官方网站发布的最新信息为准。
      </Text>
    </Box>
  );
}
