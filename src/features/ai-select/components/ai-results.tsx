import { Box, Button, Collapsible, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { useSnapshot } from 'valtio';

import {
  AI_TEXT,
  MATCHING_STATES,
  MATCHING_STATE_CODES,
  type AiResultItem,
  type MatchingState,
} from '@/contract/ai';
import { LIMITS } from '@/contract/limits';
import { ROUTES } from '@/contract/routes';
import { MatchingStateBadge, SubScores } from '@/components/ui/matching-state';
import { ChevronDownIcon } from '@/components/ui/icons';
import { UniversityLogo } from '@/components/ui/university-logo';
import { AiShortForm } from '@/features/ai-select/components/ai-short-form';
import { formatPercent, summarizeRequest } from '@/features/ai-select/components/result-format';
import {
  aiState,
  closeDrawer,
  joinResult,
  keepResultsForLogin,
  refineAnalysis,
  retest,
  type MyUniversityListLink,
} from '@/features/ai-select/state/ai-store';
import type { FullForm } from '@/features/ai-select/state/form-rules';
import { APP_EVENTS, emitAppEvent } from '@/lib/events';
import { isLoggedIn } from '@/lib/session';
import { showToast } from '@/lib/toast';

/** Chakra palettes of the matching states (SPEC section 3: 01 red, 02 amber, 03 blue). */
const STATE_PALETTE: Record<MatchingState, string> = { '01': 'red', '02': 'orange', '03': 'blue' };

const MY_LIST_HREF = '/personal?component=universities';

/** Login first (SPEC section 6): to /login?redirect=&name= like the route guard, the drawer closed. */
function useLoginRedirect() {
  const navigate = useNavigate();
  const location = useRouterState({ select: (s) => s.location });
  return () => {
    const name = ROUTES.find((r) => r.path === location.pathname)?.name;
    closeDrawer();
    void navigate({ to: '/login', search: { redirect: location.href, name } });
  };
}

function ResultCard({
  item,
  myList,
  onLoginNeeded,
}: {
  item: AiResultItem;
  myList: MyUniversityListLink;
  onLoginNeeded: () => void;
}) {
  const snap = useSnapshot(aiState);
  const joined = snap.joined.includes(item.universityId);
  const joining = snap.joining.includes(item.universityId);
  const palette = STATE_PALETTE[item.matchingState];
  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth="1px"
      rounded="lg"
      p="4"
      bg="bg"
      data-testid="ai-result-item"
      data-university-id={item.universityId}
    >
      <HStack align="flex-start" gap="3">
        {/* no hot-linked images (the contract sends null): a placeholder from logoText */}
        <UniversityLogo text={item.logoText} name={item.nameCn} size={12} />
        <Box flex="1" minW="0">
          <Text fontWeight="semibold" lineClamp={2}>
            {item.nameCn}
          </Text>
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {item.nameEn}
          </Text>
          <Text fontSize="xs" color="fg.subtle" mt="0.5">
            {item.country}
          </Text>
        </Box>
        <Stack align="flex-end" gap="1" flexShrink={0}>
          <Text
            fontSize="2xl"
            fontWeight="bold"
            lineHeight="1"
            color={`${palette}.fg`}
            data-testid="ai-match-result"
            aria-label={`匹配度 ${formatPercent(item.matchResult)}`}
          >
            {formatPercent(item.matchResult)}
          </Text>
          <MatchingStateBadge state={item.matchingState} name={item.matchingStateName} />
        </Stack>
      </HStack>
      <Box mt="3">
        <SubScores scores={item} state={item.matchingState} />
      </Box>
      {item.explanation && (
        <Text fontSize="sm" color="fg.muted" mt="3" data-testid="ai-explanation">
          {item.explanation}
        </Text>
      )}
      <HStack justify="flex-end" mt="3">
        <Button
          size="sm"
          colorPalette="brand"
          variant={joined ? 'subtle' : 'solid'}
          disabled={joined}
          loading={joining}
          aria-label={joined ? AI_TEXT.joined(item.nameCn) : `${AI_TEXT.join}：${item.nameCn}`}
          onClick={() => {
            if (!isLoggedIn()) {
              // the results and this school are kept: after the login the drawer reopens and joins it
              keepResultsForLogin(item);
              showToast({ type: 'info', message: '请先登录，再加入我的大学List' });
              onLoginNeeded();
              return;
            }
            void joinResult(item, myList);
          }}
        >
          {joined ? '已加入' : AI_TEXT.join}
        </Button>
      </HStack>
    </Box>
  );
}

/** The short form under the results: other countries or majors, the rest of the last analysis kept. */
function Refine({ defaultOpen, myList }: { defaultOpen: boolean; myList: MyUniversityListLink }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Collapsible.Root open={open} onOpenChange={(e) => setOpen(e.open)}>
      <HStack justify="space-between" gap="2">
        <Text fontSize="sm" fontWeight="medium" color="fg.muted">
          调整意向国家/地区和专业方向，重新匹配
        </Text>
        <Collapsible.Trigger asChild>
          <Button size="xs" variant="ghost" colorPalette="brand" data-testid="ai-refine-toggle">
            {open ? '收起' : '展开'}
          </Button>
        </Collapsible.Trigger>
      </HStack>
      <Collapsible.Content>
        <Box borderWidth="1px" rounded="lg" p="3" mt="2" bg="bg.subtle">
          <AiShortForm submitLabel="重新匹配" onSubmit={(values) => void refineAnalysis(values, myList)} />
        </Box>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

/** 冲刺 (8): one matching state's schools, collapsible; an empty state says so in one line. */
function StateSection({
  state,
  items,
  myList,
  onLoginNeeded,
}: {
  state: MatchingState;
  items: readonly AiResultItem[];
  myList: MyUniversityListLink;
  onLoginNeeded: () => void;
}) {
  const [open, setOpen] = useState(true);
  const name = MATCHING_STATES[state].name;
  const listId = `ai-section-list-${state}`;
  return (
    <Box as="section" data-testid="ai-section" data-state={state}>
      <Heading as="h3" size="sm" m="0">
        <Button
          variant="ghost"
          size="sm"
          px="1"
          colorPalette={STATE_PALETTE[state]}
          color="colorPalette.fg"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          {`${name} (${items.length})`}
          <ChevronDownIcon transform={open ? undefined : 'rotate(-90deg)'} transition="transform 0.15s" />
        </Button>
      </Heading>
      {open &&
        (items.length === 0 ? (
          <Text id={listId} fontSize="sm" color="fg.muted" px="1" py="1">
            {`暂无${name}院校`}
          </Text>
        ) : (
          <Stack as="ul" id={listId} gap="3" p="0" m="0" mt="2">
            {items.map((item) => (
              <ResultCard key={item.id} item={item} myList={myList} onLoginNeeded={onLoginNeeded} />
            ))}
          </Stack>
        ))}
    </Box>
  );
}

/** What the analysis was run with, the scores as typed (GPA 3.0 stays 3.0). */
function RequestSummary({ request }: { request: FullForm }) {
  const text = summarizeRequest(request);
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="ai-request-summary">
      {text}
    </Text>
  );
}

/** Status 1: the matched schools by state (冲刺, 匹配, 保底), or the empty view. */
export function AiResults({ myList }: { myList: MyUniversityListLink }) {
  const snap = useSnapshot(aiState);
  const navigate = useNavigate();
  const toLogin = useLoginRedirect();
  const results = snap.results as readonly AiResultItem[];
  const openMyList = (event: React.MouseEvent) => {
    event.preventDefault();
    closeDrawer();
    setTimeout(() => {
      if (isLoggedIn()) void navigate({ to: '/personal', search: { component: 'universities' } });
      else void navigate({ to: '/login', search: { redirect: MY_LIST_HREF, name: 'Personal' } });
    }, LIMITS.ROUTE_CHANGE_DELAY_MS);
  };

  if (results.length === 0) {
    return (
      <Stack gap="4" data-testid="ai-empty">
        <Box textAlign="center" py="8" px="4" bg="bg" borderWidth="1px" rounded="lg">
          <Text fontWeight="semibold" fontSize="lg">
            {AI_TEXT.emptyTitle}
          </Text>
          <Text color="fg.muted" mt="2">
            {AI_TEXT.emptyBody}
          </Text>
          <HStack justify="center" gap="4" mt="4">
            <Button size="sm" variant="outline" onClick={retest}>
              {AI_TEXT.retest}
            </Button>
            <Link
              as="button"
              colorPalette="brand"
              color="colorPalette.fg"
              fontSize="sm"
              onClick={() => {
                emitAppEvent(APP_EVENTS.OPEN_PLATFORM_CHAT);
                closeDrawer();
              }}
            >
              {AI_TEXT.contactService}
            </Link>
          </HStack>
        </Box>
        {snap.lastSubmitted && <Refine defaultOpen myList={myList} />}
      </Stack>
    );
  }

  return (
    <Stack gap="4" data-testid="ai-results">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text fontWeight="semibold" data-testid="ai-result-header">
          {AI_TEXT.resultHeader(results.length)}
        </Text>
        <HStack gap="3">
          <Link
            href={MY_LIST_HREF}
            onClick={openMyList}
            colorPalette="brand"
            color="colorPalette.fg"
            fontSize="sm"
          >
            {AI_TEXT.myList}
          </Link>
          <Button size="sm" variant="outline" onClick={retest}>
            {AI_TEXT.retest}
          </Button>
        </HStack>
      </Flex>
      {snap.lastSubmitted && <RequestSummary request={snap.lastSubmitted as FullForm} />}
      {snap.lastSubmitted && <Refine defaultOpen={false} myList={myList} />}
      {MATCHING_STATE_CODES.map((state) => (
        <StateSection
          key={state}
          state={state}
          items={results.filter((item) => item.matchingState === state)}
          myList={myList}
          onLoginNeeded={toLogin}
        />
      ))}
    </Stack>
  );
}
