import { Badge, Box, Flex, HStack, Text, Wrap } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

import type { UniversityListItem } from '@/contract/catalog';
import { CardShell, CardTitle } from '@/components/ui/card-shell';
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
    <CardShell data-testid="university-card">
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
          <CardTitle
            link={<Link to="/school/detail" search={{ id: university.id }} />}
            fontSize={{ base: 'md', md: 'lg' }}
            lineClamp={1}
          >
            {university.nameCn}
          </CardTitle>
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
    </CardShell>
  );
}
