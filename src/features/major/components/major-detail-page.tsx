import { Badge, Box, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';

import { CardShell, CardTitle } from '@/components/ui/card-shell';
import { ErrorState, ListQuery, ListSkeleton } from '@/components/ui/list-states';
import { Pager } from '@/components/ui/pager';
import { getMajorDetail } from '@/features/major/api/get-major-detail';
import { getMajorUniversities } from '@/features/major/api/get-major-universities';
import { useSubjectTitle } from '@/lib/route-meta';
import { useQuery } from '@/lib/use-query';

function RankedUniversities({ code }: { code: string }) {
  const [page, setPage] = useState(1);
  const result = useQuery(`${code}:${page}`, (signal) => getMajorUniversities(code, page, signal));
  return (
    <ListQuery result={result} skeleton={{ rows: 5, height: '16' }} empty={{ title: '暂无该专业的院校排名' }}>
      {(data) => (
        <Stack gap="2" opacity={result.loading ? 0.6 : 1}>
          <Text fontSize="sm" color="fg.muted">
            {data.attribution}
          </Text>
          {data.list.map((item) => (
            <CardShell key={item.university.id} rounded="md" p="3" _hover={{ shadow: 'sm' }}>
              <Flex gap="3" align="center">
                <Text fontWeight="bold" color="brand.fg" minW="14" textAlign="center">
                  #{item.rank}
                </Text>
                <Box minW="0">
                  <CardTitle
                    link={<Link to="/school/detail" search={{ id: item.university.id }} />}
                    lineClamp={1}
                  >
                    {item.university.nameCn}
                  </CardTitle>
                  <Text fontSize="xs" color="fg.muted" lineClamp={1}>
                    {item.university.nameEn} · {item.university.countryName}
                  </Text>
                </Box>
              </Flex>
            </CardShell>
          ))}
          <Pager page={page} total={data.total} pageSize={data.pageSize} onChange={setPage} />
        </Stack>
      )}
    </ListQuery>
  );
}

/** /majors/detail?code=: the major and the universities ranked for its QS subject. */
export function MajorDetailPage({ code }: { code: string }) {
  const result = useQuery(code, (signal) => getMajorDetail(code, signal));
  useSubjectTitle(result.data?.nameCn);
  if (result.error && !result.data)
    return <ErrorState message={result.error} offline={result.offline} onRetry={result.refetch} />;
  const m = result.data;
  if (!m) return <ListSkeleton rows={2} height="24" />;
  return (
    <Stack gap="6">
      <Box bg="bg" borderWidth="1px" rounded="xl" p={{ base: '4', md: '6' }}>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {m.nameCn}
        </Heading>
        <Text color="fg.muted" mt="1">
          对应 QS 学科：{m.subjectCn}（{m.subjectEn}）
        </Text>
        <HStack mt="3" gap="2" flexWrap="wrap">
          <Badge>{m.broadAreaCn}</Badge>
          <Badge variant="outline">约 {m.programCount} 个硕士项目</Badge>
          <Badge variant="outline">{m.rankedUniversities} 所院校上榜</Badge>
        </HStack>
      </Box>
      <Stack gap="3">
        <Heading as="h2" size="lg">
          学科排名：{m.subjectCn}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          以下名次是 QS 学科「{m.subjectCn}（{m.subjectEn}）」的排名，不是「{m.nameCn}」这一专业单独的排名。
        </Text>
        <RankedUniversities code={m.code} />
      </Stack>
    </Stack>
  );
}
