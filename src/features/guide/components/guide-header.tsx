import { Box, Heading, Text } from '@chakra-ui/react';

import { GUIDE_SECTIONS, type GuideSection } from '@/contract/guide';
import { GUIDE_HEADER_TEXTS } from '@/contract/guide-headers';
import { pageConfigQuery } from '@/features/guide/api/get-page-config';
import { useQuery } from '@/lib/use-query';

/**
 * A guide list's header from its page config (title, subtitle, description). Until the config has loaded, or
 * when it failed, the section's name and its default header (src/contract/guide-headers.ts, the texts the
 * config is seeded with): the header is never empty, and the default config replacing it moves nothing
 * below (CLS).
 */
export function GuideHeader({ section }: { section: GuideSection }) {
  const query = pageConfigQuery(section);
  const config = useQuery(query.key, query.fetch).data;
  const fallback = GUIDE_HEADER_TEXTS[section];
  const title = config?.title || GUIDE_SECTIONS[section].name;
  const subtitle = config ? config.subtitle : fallback.subtitle;
  const description = config?.description || fallback.description;
  return (
    <Box mb={{ base: '4', md: '6' }} data-testid="guide-header">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
        {title}
      </Heading>
      {subtitle && (
        <Text mt="1" fontWeight="medium" color="brand.fg">
          {subtitle}
        </Text>
      )}
      <Text color="fg.muted" mt="2">
        {description}
      </Text>
    </Box>
  );
}
