import { Box, Heading, Text } from '@chakra-ui/react';

import { GUIDE_SECTIONS, type GuideSection } from '@/contract/guide';
import { getPageConfig } from '@/features/guide/api/get-page-config';
import { sectionDescription } from '@/features/guide/components/guide-names';
import { useQuery } from '@/lib/use-query';

/**
 * A guide list's header from its page config (title, subtitle, description). Until the config has loaded, or
 * when it failed, the section's own name and the route table's description: the header is never empty.
 */
export function GuideHeader({ section }: { section: GuideSection }) {
  const config = useQuery(`page-config:${section}`, (signal) => getPageConfig(section, signal)).data;
  const title = config?.title || GUIDE_SECTIONS[section].name;
  const description = config?.description || sectionDescription(section);
  return (
    <Box mb={{ base: '4', md: '6' }} data-testid="guide-header">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
        {title}
      </Heading>
      {config?.subtitle && (
        <Text mt="1" fontWeight="medium" color="brand.fg">
          {config.subtitle}
        </Text>
      )}
      <Text color="fg.muted" mt="2">
        {description}
      </Text>
    </Box>
  );
}
