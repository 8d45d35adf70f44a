import { Badge, Box, Flex, HStack, LinkBox, LinkOverlay, Text, Wrap } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

import type { UniversityListItem } from '@/contract/catalog';
import { UniversityLogo } from '@/components/ui/university-logo';

const RANK_LABELS = [
  ['qs', 'QS'],
  ['usNews', 'US News'],
  ['the', '泰晤士'],
  ['arwu', '软科'],
] as const;

export function RankChips({ ranks }: { ranks: UniversityListItem['ranks'] }) {
  return (
    <Wrap gap="1.5">
      {RANK_LABELS.map(([key, label]) => {
        const cell = ranks[key];
        if (!cell) return null;
        return (
          <Badge key={key} variant="subtle" colorPalette={key === 'qs' ? 'brand' : 'gray'} size="sm">
            {label} #{cell.label}
          </Badge>
        );
      })}
    </Wrap>
  );
}

/** One university in a list: logo, names, country and city, type, ranks; the whole card links to its detail. */
export function UniversityCard({ university, lead }: { university: UniversityListItem; lead?: string }) {
  return (
    <LinkBox
      as="article"
      bg="bg"
      rounded="lg"
      borderWidth="1px"
      p={{ base: '3', md: '4' }}
      _hover={{ shadow: 'md' }}
      data-testid="university-card"
    >
      <Flex gap={{ base: '3', md: '4' }} align="center">
        {lead && (
          <Text
            fontWeight="bold"
            fontSize={{ base: 'lg', md: 'xl' }}
            color="brand.fg"
            minW={{ base: '10', md: '14' }}
            textAlign="center"
          >
            {lead}
          </Text>
        )}
        <UniversityLogo text={university.logoText} name={university.nameEn} />
        <Box flex="1" minW="0">
          <LinkOverlay asChild>
            <Link to="/school/detail" search={{ id: university.id }}>
              <Text fontWeight="semibold" fontSize={{ base: 'md', md: 'lg' }} lineClamp={1}>
                {university.nameCn}
              </Text>
            </Link>
          </LinkOverlay>
          {university.nameEn !== university.nameCn && (
            <Text color="fg.muted" fontSize="sm" lineClamp={1}>
              {university.nameEn}
            </Text>
          )}
          <HStack gap="2" mt="1.5" fontSize="xs" color="fg.muted" flexWrap="wrap">
            <Text>
              {university.countryName}
              {university.city ? ` · ${university.city}` : ''}
            </Text>
            {university.typeName && (
              <Badge size="xs" variant="outline">
                {university.typeName}
              </Badge>
            )}
          </HStack>
          <Box mt="2">
            <RankChips ranks={university.ranks} />
          </Box>
        </Box>
      </Flex>
    </LinkBox>
  );
}
