import { Box, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

import { GUIDE_SECTIONS, GUIDE_SECTION_CODES } from '@/contract/guide';

interface QuickEntry {
  label: string;
  to: string;
  /** One character drawn as the entry's icon. */
  glyph: string;
  palette: string;
}

const PALETTES = ['blue', 'teal', 'purple', 'orange', 'green', 'pink', 'cyan'];

const GLYPHS: Record<keyof typeof GUIDE_SECTIONS, string> = {
  VISA: '签',
  IMMIGRANT: '移',
  EMPLOYMENT: '职',
  PREPARATION: '行',
  RENTING: '租',
  STANDARD_EXAM: '考',
  ACADEMIC: '学',
  BACKGROUND: '背',
};

/**
 * Every list page a visitor can open, so each is one tap from the home page (the header has the others): the
 * catalog and reading pages, then the eight guide sections.
 */
export const QUICK_ENTRIES: readonly QuickEntry[] = [
  { label: '院校库', to: '/schools', glyph: '校' },
  { label: '院校排名', to: '/rank', glyph: '榜' },
  { label: '专业库', to: '/majors', glyph: '专' },
  { label: '院校活动', to: '/school/activity', glyph: '活' },
  { label: '留学资讯', to: '/news', glyph: '讯' },
  { label: '留学问答', to: '/qa', glyph: '问' },
  ...GUIDE_SECTION_CODES.map((code) => ({
    label: GUIDE_SECTIONS[code].name,
    to: GUIDE_SECTIONS[code].path,
    glyph: GLYPHS[code],
  })),
].map((entry, index) => ({ ...entry, palette: PALETTES[index % PALETTES.length] ?? 'blue' }));

/** The quick entries grid: four a row on phones, seven on wide screens. */
export function QuickEntries() {
  return (
    <Box as="nav" aria-label="快捷入口" bg="bg" borderWidth="1px" rounded="xl" p={{ base: '2', md: '4' }}>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 4, md: 7 }} gap={{ base: '1', md: '2' }}>
        {QUICK_ENTRIES.map((entry) => (
          <Box as="li" key={entry.to}>
            <Link to={entry.to}>
              <Flex
                direction="column"
                align="center"
                gap="1.5"
                py="2"
                minH="16"
                rounded="lg"
                _hover={{ bg: 'bg.subtle' }}
                data-testid="home-entry"
              >
                <Flex
                  aria-hidden="true"
                  boxSize={{ base: '10', md: '11' }}
                  rounded="xl"
                  align="center"
                  justify="center"
                  colorPalette={entry.palette}
                  bg="colorPalette.subtle"
                  color="colorPalette.fg"
                  fontWeight="bold"
                  fontSize="lg"
                >
                  {entry.glyph}
                </Flex>
                <Text fontSize={{ base: 'xs', md: 'sm' }} textAlign="center" lineHeight="short">
                  {entry.label}
                </Text>
              </Flex>
            </Link>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}
