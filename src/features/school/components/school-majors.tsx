import { Badge, Box, Flex, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

import { EmptyState } from '@/components/ui/list-states';
import { MAJOR_RANK_ATTRIBUTION, type UniversityMajor } from '@/contract/catalog';

export interface SubjectGroup {
  subjectEn: string;
  subjectCn: string;
  rank: string;
  rankNumber: number;
  majors: UniversityMajor[];
}

/**
 * The majors under the QS subject whose rank they show (one group per subject and rank), best rank first,
 * the majors in the order they came (the catalog's order).
 */
export function groupBySubject(majors: readonly UniversityMajor[]): SubjectGroup[] {
  const groups = new Map<string, SubjectGroup>();
  for (const major of majors) {
    const key = `${major.subjectEn}\u0000${major.rank}`;
    const group = groups.get(key);
    if (group) group.majors.push(major);
    else
      groups.set(key, {
        subjectEn: major.subjectEn,
        subjectCn: major.subjectCn,
        rank: major.rank,
        rankNumber: major.rankNumber,
        majors: [major],
      });
  }
  return [...groups.values()].sort((a, b) => a.rankNumber - b.rankNumber);
}

/** 学科排名：会计学 (Accounting) #3 */
export function subjectRankText(group: Pick<SubjectGroup, 'subjectCn' | 'subjectEn' | 'rank'>): string {
  const name =
    group.subjectCn && group.subjectCn !== group.subjectEn
      ? `${group.subjectCn} (${group.subjectEn})`
      : group.subjectEn;
  return `学科排名：${name} #${group.rank}`;
}

function MajorLink({ major }: { major: UniversityMajor }) {
  return (
    <ChakraLink asChild fontWeight="semibold" colorPalette="brand" color="colorPalette.fg">
      <Link to="/majors/detail" search={{ code: major.majorCode }}>
        {major.nameCn}
      </Link>
    </ChakraLink>
  );
}

/**
 * 专业: QS ranks subjects, not majors, so each major shows the rank of its QS subject, and the majors that
 * share one subject are listed under it once.
 */
export function SchoolMajors({ majors }: { majors: UniversityMajor[] }) {
  if (majors.length === 0) return <EmptyState title="暂无学科排名" text="该校暂未进入 QS 学科排名。" />;
  const groups = groupBySubject(majors);
  return (
    <Stack gap="3" minW="0">
      <Text fontSize="sm" color="fg.muted">
        以下为 QS 学科排名：每个专业显示其所属 QS
        学科的名次，不是专业本身的排名；同一学科下的专业共用该学科的名次。
      </Text>
      {groups.map((group) => {
        const text = subjectRankText(group);
        const [first] = group.majors;
        if (group.majors.length === 1 && first) {
          return (
            <Flex
              key={`${group.subjectEn}-${group.rank}`}
              data-testid="subject-group"
              borderWidth="1px"
              rounded="md"
              p="3"
              bg="bg"
              gap="1"
              wrap="wrap"
              align="baseline"
              minW="0"
            >
              <MajorLink major={first} />
              <Text as="span" color="fg.muted" overflowWrap="anywhere">
                — {text}
              </Text>
            </Flex>
          );
        }
        return (
          <Box
            key={`${group.subjectEn}-${group.rank}`}
            data-testid="subject-group"
            borderWidth="1px"
            rounded="md"
            p="3"
            bg="bg"
            minW="0"
          >
            <Flex gap="2" align="baseline" wrap="wrap">
              <Text fontWeight="semibold" overflowWrap="anywhere">
                {text}
              </Text>
              <Badge colorPalette="brand" variant="subtle">
                {group.majors.length} 个专业共用
              </Badge>
            </Flex>
            <Flex as="ul" listStyleType="none" gap="3" rowGap="1" wrap="wrap" mt="2">
              {group.majors.map((major) => (
                <li key={major.majorCode}>
                  <MajorLink major={major} />
                </li>
              ))}
            </Flex>
          </Box>
        );
      })}
      <Text fontSize="xs" color="fg.muted">
        {MAJOR_RANK_ATTRIBUTION}
      </Text>
    </Stack>
  );
}
