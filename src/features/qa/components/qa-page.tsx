import { Box, Button, HStack, Stack } from '@chakra-ui/react';
import { PagedListQuery } from '@/components/ui/paged-list';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';

import { FilterChips, type FilterChip } from '@/components/ui/filter-chips';
import { SearchBar } from '@/components/ui/search-bar';
import { QA_CATEGORIES, QA_CATEGORY_CODES, QA_TEXT, type QaCategory, type QaMyKind } from '@/contract/qa';
import { getQaPage } from '@/features/qa/api/get-qa-page';
import { AskDialog } from '@/features/qa/components/ask-dialog';
import { MyEntries } from '@/features/qa/components/my-entries';
import { MyList } from '@/features/qa/components/my-list';
import { QuestionCard } from '@/features/qa/components/question-card';
import { QueuedQuestions } from '@/features/qa/components/queued-questions';
import { questionList, queuedQuestions } from '@/features/qa/state/qa-store';
import { useQa } from '@/features/qa/state/use-qa';
import type { AskDraft } from '@/features/qa/storage/ask-draft';
import { useQuery } from '@/lib/use-query';

const PAGE_SIZE = 10;

export interface QaSearch {
  category?: QaCategory;
  keyword?: string;
  page?: number;
  mine?: QaMyKind;
}

const CHIPS: FilterChip<QaCategory | undefined>[] = [
  { code: undefined, label: '全部' },
  ...QA_CATEGORY_CODES.map((code) => ({ code, label: QA_CATEGORIES[code] })),
];

type Form = { editing: { id: string; draft: AskDraft } | null } | null;

/**
 * /qa: questions newest first, by keyword and category, with paging; 提问 (a visitor logs in first); for a
 * logged-in user 我的提问 / 我的回答 / 我的收藏 (`mine`). The viewer's questions still in the outbox show on
 * top (发送中 / 发送失败), replaced by the server's copy once confirmed.
 */
export function QaPage({
  category,
  keyword,
  page,
  mine,
  onSearch,
}: {
  category?: QaCategory;
  keyword?: string;
  page: number;
  mine?: QaMyKind;
  onSearch: (next: QaSearch) => void;
}) {
  const { state, outbox, author, loggedIn } = useQa();
  const navigate = useNavigate();
  const href = useRouterState({ select: (s) => s.location.href });
  const [form, setForm] = useState<Form>(null);
  const queued = author ? queuedQuestions(state, outbox, author) : [];
  const matches = (c: string) => !category || c === category;
  const firstPlain = page === 1 && !keyword;
  const shownQueued = firstPlain ? queued.filter((q) => matches(q.item.category)) : [];

  const result = useQuery(
    `${category ?? ''}:${keyword ?? ''}:${page}:${mine ? 'mine' : state.version}`,
    (signal) => getQaPage({ pageIndex: page, pageSize: PAGE_SIZE, category, keyword }, signal),
    { enabled: !mine },
  );

  const ask = () => {
    if (!loggedIn) {
      void navigate({ to: '/login', search: { redirect: href } });
      return;
    }
    setForm({ editing: null });
  };
  const edit = (editing: { id: string; draft: AskDraft }) => setForm({ editing });

  return (
    <Stack gap="4">
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        {loggedIn ? (
          <MyEntries
            mine={mine}
            version={state.version}
            queuedQuestions={queued.length}
            onPick={(next) => onSearch(next ? { mine: next } : {})}
          />
        ) : (
          <Box />
        )}
        <Button colorPalette="brand" onClick={ask} data-testid="qa-ask">
          {QA_TEXT.ASK}
        </Button>
      </HStack>
      {mine ? (
        <MyList
          kind={mine}
          page={page}
          queued={queued}
          onPage={(p) => onSearch({ mine, page: p })}
          onEdit={edit}
        />
      ) : (
        <>
          <SearchBar
            key={keyword ?? ''}
            initial={keyword}
            label="搜索问答"
            placeholder="搜索问题，如 签证、GPA、租房"
            onSearch={(next) => onSearch({ category, keyword: next })}
          />
          <FilterChips
            chips={CHIPS}
            value={category}
            onChange={(next) => onSearch({ category: next, keyword })}
            label="问答分类"
            testId="qa-categories"
          />
          <QueuedQuestions items={shownQueued} onEdit={edit} />
          <PagedListQuery
            result={result}
            skeleton={{ rows: 4, height: '24' }}
            empty={{
              title: '暂无相关问答',
              text: keyword ? '换个关键词或分类试试。' : '该分类下还没有问题，看看其他分类吧。',
            }}
            paging={{
              page: page,
              pageSize: PAGE_SIZE,
              onChange: (p) => onSearch({ category, keyword, page: p }),
            }}
          >
            {(data) => (
              <>
                <Stack gap={{ base: '3', md: '4' }} data-testid="qa-list">
                  {questionList(
                    data.list,
                    state,
                    outbox,
                    firstPlain ? (item) => matches(item.category) : null,
                  ).map((item) => (
                    <QuestionCard key={item.id} item={item} />
                  ))}
                </Stack>
              </>
            )}
          </PagedListQuery>
        </>
      )}
      {form && <AskDialog editing={form.editing} onClose={() => setForm(null)} />}
    </Stack>
  );
}
