import { Box, Button, Flex, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

import { ListQuery } from '@/components/ui/list-states';
import { MatchingStateBadge, SubScores } from '@/components/ui/matching-state';
import { Pager } from '@/components/ui/pager';
import { UniversityLogo } from '@/components/ui/university-logo';
import { AI_TEXT, chosenUniversityPageSchema, type ChosenUniversity } from '@/contract/ai';
import { LIMITS } from '@/contract/limits';
import { deleteChosenUniversity } from '@/features/my-university-list/api/delete-chosen-university';
import { getChosenPage } from '@/features/my-university-list/api/get-chosen-page';
import { APP_EVENTS, emitAppEvent, onAppEvent } from '@/lib/events';
import { useSessionSnapshot } from '@/lib/hydration';
import { withOfflineCopy } from '@/lib/offline-reads';
import { showToast } from '@/lib/toast';
import { useQuery } from '@/lib/use-query';

const joinedDate = (iso: string) => new Date(iso).toLocaleDateString('zh-CN');

function ChosenRow({
  item,
  onRemove,
}: {
  item: ChosenUniversity;
  onRemove: (item: ChosenUniversity) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth="1px"
      rounded="lg"
      p={{ base: '3', md: '4' }}
      bg="bg"
      data-testid="chosen-university"
    >
      <Flex gap="3" align="flex-start">
        <UniversityLogo text={item.logoText} name={item.nameEn} size={{ base: 12, md: 14 }} />
        <Box flex="1" minW="0">
          <Flex gap="2" align="center" wrap="wrap">
            <ChakraLink asChild fontWeight="semibold">
              <Link to="/school/detail" search={{ id: item.universityId }}>
                {item.nameCn}
              </Link>
            </ChakraLink>
            <MatchingStateBadge state={item.matchingState} name={item.matchingStateName} />
          </Flex>
          <Text fontSize="sm" color="fg.muted" truncate>
            {item.nameEn} · {item.country}
          </Text>
          {item.majorResult && (
            <Text fontSize="sm" mt="1">
              匹配专业：{item.majorResult}
            </Text>
          )}
          {item.matchingState === null && (
            <Text fontSize="sm" color="fg.muted" mt="1">
              完成 AI 智能选校后，这所学校会显示匹配度。
            </Text>
          )}
        </Box>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          loading={busy}
          aria-label={`从我的大学List移除${item.nameCn}`}
          onClick={() => {
            setBusy(true);
            void onRemove(item).finally(() => setBusy(false));
          }}
        >
          移除
        </Button>
      </Flex>
      <Box mt="3">
        <SubScores scores={item} state={item.matchingState} />
      </Box>
      <Text fontSize="xs" color="fg.muted" mt="2">
        加入于 {joinedDate(item.joinedAt)}
      </Text>
    </Box>
  );
}

/** /personal?component=universities: the schools joined from AI results or detail pages, removable. */
export function UniversityList() {
  const [page, setPage] = useState(1);
  const userId = useSessionSnapshot().user?.id ?? '';
  // offline, the page as last read on this device
  const result = useQuery(`my-university-list:${page}`, (signal) =>
    withOfflineCopy(userId, `my-university-list:${page}`, chosenUniversityPageSchema, () =>
      getChosenPage(page, signal),
    ),
  );
  const { refetch } = result;

  // a school joined elsewhere (the AI results, a school's page) shows up here
  useEffect(() => onAppEvent(APP_EVENTS.JOIN_LIST, refetch), [refetch]);

  async function remove(item: ChosenUniversity) {
    try {
      await deleteChosenUniversity(item.id);
      showToast({ type: 'success', message: AI_TEXT.removedFromList, duration: LIMITS.HELPER_TOAST_MS });
      // the last row of a later page: go back one page
      if (result.data && result.data.list.length === 1 && page > 1) setPage(page - 1);
      else refetch();
    } catch {
      // the request client has shown why; the row stays
    }
  }

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="lg">
          {AI_TEXT.myList}
        </Heading>
        <Button size="sm" colorPalette="brand" onClick={() => emitAppEvent(APP_EVENTS.OPEN_AI_DRAWER)}>
          {AI_TEXT.drawerTitle}
        </Button>
      </Flex>
      <ListQuery
        result={result}
        skeleton={{ rows: 3, height: '36' }}
        empty={{
          title: '还没有加入任何大学',
          text: '在 AI 智能选校的结果或院校详情页点击“加入我的大学List”，学校会出现在这里。',
        }}
      >
        {(data) => (
          <>
            <Text fontSize="sm" color="fg.muted">
              共 {data.total} 所
            </Text>
            <Stack as="ul" gap="3" aria-label={AI_TEXT.myList} ps="0">
              {data.list.map((item) => (
                <ChosenRow key={item.id} item={item} onRemove={remove} />
              ))}
            </Stack>
            <Pager page={page} total={data.total} pageSize={data.pageSize} onChange={setPage} />
          </>
        )}
      </ListQuery>
    </Stack>
  );
}
