import {
  Box,
  Flex,
  Heading,
  Link as ChakraLink,
  SimpleGrid,
  Stack,
  Stat,
  Table,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';

import {
  RANK_HISTORY_RANKINGS,
  RANK_HISTORY_SOURCES,
  RANK_SOURCES,
  rankHistoryAttribution,
  type RankHistoryEntry,
  type UniversityDetail,
} from '@/contract/catalog';

export const percent = (n: number | null) => (n === null ? '—' : `${Math.round(n * 1000) / 10}%`);
/** US dollars with thousands separators: 59,750 -> $59,750. */
export const money = (n: number | null) => (n === null ? '—' : `$${n.toLocaleString('en-US')}`);
export const range = (a: number | null, b: number | null) => (a === null || b === null ? '—' : `${a} – ${b}`);

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex
      justify="space-between"
      align="baseline"
      gap="3"
      borderWidth="1px"
      rounded="md"
      p="3"
      bg="bg"
      minW="0"
    >
      <Text color="fg.muted" flexShrink={0}>
        {label}
      </Text>
      <Box fontWeight="semibold" textAlign="end" minW="0" overflowWrap="anywhere">
        {children}
      </Box>
    </Flex>
  );
}

/** The city as students read it: the Chinese name with the English in small text, or the English alone. */
export function CityName({ city, cityCn }: { city: string | null; cityCn: string | null }) {
  if (!cityCn) return <>{city}</>;
  return (
    <>
      {cityCn}
      {city && city !== cityCn && (
        <Text as="span" fontSize="xs" fontWeight="normal" color="fg.muted" ms="1">
          {city}
        </Text>
      )}
    </>
  );
}

function RankHistory({ rows }: { rows: RankHistoryEntry[] }) {
  const groups = RANK_HISTORY_RANKINGS.map((ranking) => ({
    ranking,
    rows: rows.filter((row) => row.ranking === ranking),
  })).filter((group) => group.rows.length > 0);
  if (groups.length === 0) return null;
  return (
    <Stack gap="3" data-testid="rank-history">
      <Heading as="h2" size="md">
        历年排名
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {groups.map(({ ranking, rows: editions }) => {
          const label = RANK_SOURCES[RANK_HISTORY_SOURCES[ranking].type].label;
          return (
            <Stack
              key={ranking}
              gap="2"
              borderWidth="1px"
              rounded="lg"
              p="3"
              bg="bg"
              minW="0"
              data-testid={`rank-history-${ranking}`}
            >
              <Text fontWeight="semibold">{label}</Text>
              <Table.ScrollArea>
                <Table.Root size="sm" variant="line">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>版次</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">名次</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {editions.map((row) => (
                      <Table.Row key={row.edition}>
                        <Table.Cell>{row.edition}</Table.Cell>
                        <Table.Cell textAlign="end">#{row.label}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
              <Text fontSize="xs" color="fg.muted">
                {rankHistoryAttribution(
                  ranking,
                  editions.map((row) => row.edition),
                )}
              </Text>
            </Stack>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

function AdmissionAndTuition({ o }: { o: UniversityDetail['overview'] }) {
  const { admission, tuition } = o;
  if (!admission && !tuition) return null;
  return (
    <Stack gap="3" data-testid="overview-admission">
      <Heading as="h2" size="md">
        录取与学费
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {admission && (
          <>
            <Fact label={`录取率（${o.dataYear.admission}）`}>{percent(admission.rate)}</Fact>
            <Fact label="SAT 25%–75%">{range(admission.sat25, admission.sat75)}</Fact>
            <Fact label="ACT 25%–75%">{range(admission.act25, admission.act75)}</Fact>
          </>
        )}
        {tuition && (
          <>
            <Fact label={`州内学费（${o.dataYear.tuition}）`}>
              {tuition.inState === null ? '—' : `${money(tuition.inState)}/年`}
            </Fact>
            <Fact label={`州外/国际学费（${o.dataYear.tuition}）`}>
              {tuition.outOfState === null ? '—' : `${money(tuition.outOfState)}/年`}
            </Fact>
          </>
        )}
      </SimpleGrid>
      <Text fontSize="xs" color="fg.muted">
        {o.dataSource}
      </Text>
    </Stack>
  );
}

const isUrl = (text: string) => /^https?:\/\//.test(text);

/**
 * 概况: the current ranks, the facts the catalog's sources give (country, city, type, the graduate-only
 * notice; the other names are in the page header), the rank history of the four rankings and the Scorecard admission and tuition.
 * No founding year: none of the sources gives one.
 */
export function SchoolOverview({ u }: { u: UniversityDetail }) {
  const o = u.overview;
  return (
    <Stack gap="5" minW="0">
      {o.graduateOnly && (
        <Box
          borderWidth="1px"
          borderColor="orange.muted"
          bg="orange.subtle"
          rounded="lg"
          p="3"
          data-testid="graduate-only"
        >
          <Text fontWeight="semibold">该校仅招收研究生</Text>
          {o.levelSource && (
            <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
              来源：
              {isUrl(o.levelSource) ? (
                <ChakraLink href={o.levelSource} target="_blank" rel="noopener noreferrer">
                  {o.levelSource}
                </ChakraLink>
              ) : (
                o.levelSource
              )}
            </Text>
          )}
        </Box>
      )}
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        {(
          [
            ['QS 2027', u.ranks.qs?.label],
            ['US News 2026-27', u.ranks.usNews?.label],
            ['泰晤士 2025', u.ranks.the?.label],
            ['软科 2025', u.ranks.arwu?.label],
          ] as const
        ).map(([label, value]) => (
          <Stat.Root key={label} borderWidth="1px" rounded="lg" p="3" bg="bg">
            <Stat.Label>{label}</Stat.Label>
            <Stat.ValueText>{value ? `#${value}` : '未上榜'}</Stat.ValueText>
          </Stat.Root>
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" data-testid="overview-facts">
        <Fact label="国家/地区">{u.countryName}</Fact>
        {(o.cityCn || u.city) && (
          <Fact label="城市">
            <CityName city={u.city} cityCn={o.cityCn} />
          </Fact>
        )}
        {u.typeName && <Fact label="类型">{u.typeName}</Fact>}
      </SimpleGrid>
      {u.webPage && (
        <ChakraLink
          href={u.webPage}
          target="_blank"
          rel="noopener noreferrer"
          colorPalette="brand"
          color="colorPalette.fg"
          alignSelf="flex-start"
        >
          访问学校官网
        </ChakraLink>
      )}
      <RankHistory rows={o.rankHistory} />
      <AdmissionAndTuition o={o} />
    </Stack>
  );
}
