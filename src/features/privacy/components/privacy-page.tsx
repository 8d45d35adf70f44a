import { Box, Container, Grid, Heading, Link, List, Stack, Text } from '@chakra-ui/react';

import { PRIVACY_TEXT } from '@/contract/ui-text';
import { PRIVACY_POLICY, type PolicyBlock, type PolicySection } from '@/features/privacy/content';

/** One block of the policy as text nodes (never markup). */
function Block({ block }: { block: PolicyBlock }) {
  if (block.kind === 'paragraph') return <Text lineHeight="tall">{block.text}</Text>;
  if (block.kind === 'list') {
    return (
      <List.Root ps="5" gap="2" lineHeight="tall">
        {block.items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List.Root>
    );
  }
  return (
    <Stack as="dl" gap="3">
      {block.items.map((item) => (
        <Box key={item.term}>
          <Text as="dt" fontWeight="semibold">
            {item.term}
          </Text>
          <Text as="dd" color="fg.muted" lineHeight="tall">
            {item.text}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

function Section({ section }: { section: PolicySection }) {
  return (
    <Stack as="section" id={section.id} aria-labelledby={`${section.id}-title`} gap="3" scrollMarginTop="24">
      <Heading as="h2" id={`${section.id}-title`} size={{ base: 'md', md: 'lg' }}>
        {section.title}
      </Heading>
      {section.blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </Stack>
  );
}

/** The table of contents, beside the text on wide screens only (a phone reads straight down). */
function Contents() {
  return (
    <Box as="nav" aria-label={PRIVACY_TEXT.toc} hideBelow="lg" position="sticky" top="24" alignSelf="start">
      <Text fontWeight="bold" mb="3">
        {PRIVACY_TEXT.toc}
      </Text>
      <Stack as="ol" gap="2" fontSize="sm" listStyleType="none">
        {PRIVACY_POLICY.sections.map((section) => (
          <li key={section.id}>
            <Link href={`#${section.id}`} color="fg.muted" _hover={{ color: 'brand.600' }}>
              {section.title}
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/** /privacy: the privacy policy (content.ts), dated, with a table of contents on desktop. */
export function PrivacyPage() {
  const policy = PRIVACY_POLICY;
  return (
    <Container maxW="6xl" py={{ base: '5', md: '8' }} px={{ base: '4', md: '6' }}>
      <Grid templateColumns={{ base: '1fr', lg: '220px minmax(0, 1fr)' }} gap={{ base: '0', lg: '10' }}>
        <Contents />
        <Stack as="article" gap="6" maxW="3xl">
          <Stack gap="2">
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
              {policy.title}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {`${PRIVACY_TEXT.effectiveDate}：${policy.effectiveDate} · ${PRIVACY_TEXT.updatedDate}：${policy.updatedDate}`}
            </Text>
          </Stack>
          {policy.intro.map((text) => (
            <Text key={text} lineHeight="tall">
              {text}
            </Text>
          ))}
          {policy.sections.map((section) => (
            <Section key={section.id} section={section} />
          ))}
        </Stack>
      </Grid>
    </Container>
  );
}
