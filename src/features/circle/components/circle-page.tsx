import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';

import type { CircleSearch } from '@/contract/circle';
import { isLoggedIn } from '@/lib/session';

import { CIRCLE_KINDS, payloadOf, postPayloadSchema } from '../state/circle-kinds';
import { startCircleRuntime } from '../state/circle-store';
import { registerCircleSenders } from '../state/post-sender';
import { PlusIcon } from './circle-icons';
import { CircleNavContext } from './circle-nav';
import { circleHref, circleNeedsLogin } from './circle-search';
import type { ComposeEdit } from './compose-sheet';
import { FeedView } from './feed-view';
import { PersonPage } from './person-page';
import { PostDetail } from './post-detail';
import { useCircleData } from './use-circle-data';
import { useLoginGate } from './use-login-gate';

// The sheet (and the UI kit's dialog code) loads at the first 发帖 or 编辑, not with the feed; once there it stays
// mounted, so a draft survives closing and opening it again.
const ComposeSheet = lazy(() => import('./compose-sheet').then((m) => ({ default: m.ComposeSheet })));

/**
 * 留学圈 /circle (SPEC section 2 StudyCircle, public): the feed (推荐 for everyone; 关注 and 我的 after a
 * login), a post's detail (`?post=`) or a person's page (`?user=`), and 发帖. Every write goes through the
 * outbox; the screens show queued writes at once.
 */
export function CirclePage({
  search,
  onNavigate,
}: {
  search: CircleSearch;
  onNavigate: (next: CircleSearch) => void;
}) {
  const navigate = useNavigate();
  const gate = useLoginGate();
  const { entries } = useCircleData();
  const [compose, setCompose] = useState<{
    open: boolean;
    /** opened once: the sheet stays mounted from then on */
    opened: boolean;
    edit: ComposeEdit | null;
    key: number;
  }>({ open: false, opened: false, edit: null, key: 0 });

  useEffect(() => {
    startCircleRuntime();
    registerCircleSenders();
  }, []);

  const go = useCallback(
    (next: Partial<CircleSearch>) => {
      const full: CircleSearch = {
        feed: next.feed ?? 'RECOMMEND',
        topic: next.topic,
        post: next.post,
        user: next.user,
      };
      if (circleNeedsLogin(full) && !isLoggedIn()) {
        void navigate({ to: '/login', search: { redirect: circleHref(full), name: 'StudyCircle' } });
        return;
      }
      onNavigate(full);
    },
    [navigate, onNavigate],
  );

  const edit = (entryId: string) => {
    const entry = entries.find((e) => e.id === entryId);
    const payload = entry && payloadOf(entry, CIRCLE_KINDS.POST, postPayloadSchema);
    if (!payload) return;
    setCompose((current) => ({ open: true, opened: true, edit: { entryId, payload }, key: current.key + 1 }));
  };
  const openCompose = () =>
    gate(
      () =>
        setCompose((current) =>
          current.edit
            ? { open: true, opened: true, edit: null, key: current.key + 1 }
            : { ...current, open: true, opened: true },
        ),
      'post',
    );

  let view;
  if (search.post) view = <PostDetail postId={search.post} onEdit={edit} />;
  else if (search.user) view = <PersonPage userId={search.user} onEdit={edit} />;
  else view = <FeedView feed={search.feed} topic={search.topic} onEdit={edit} />;

  return (
    <CircleNavContext.Provider value={go}>
      <Stack gap="3" maxW="2xl" mx="auto" w="100%" pb="24" data-testid="circle-page">
        <HStack justify="space-between" px={{ base: '4', md: '0' }} pt={{ base: '3', md: '4' }}>
          <Text as="h1" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold">
            留学圈
          </Text>
          <Button colorPalette="brand" size="sm" hideBelow="md" onClick={openCompose}>
            <PlusIcon />
            发帖
          </Button>
        </HStack>
        {view}
      </Stack>
      {/* below the floating tools (在线客服 sits at bottom 24) */}
      <Box
        position="fixed"
        right="4"
        bottom="calc(env(safe-area-inset-bottom) + 16px)"
        zIndex="docked"
        hideFrom="md"
      >
        <Button
          colorPalette="brand"
          rounded="full"
          size="lg"
          shadow="lg"
          aria-label="发帖"
          onClick={openCompose}
        >
          <PlusIcon />
          发帖
        </Button>
      </Box>
      {(compose.open || compose.opened) && (
        <Suspense fallback={null}>
          <ComposeSheet
            key={compose.key}
            open={compose.open}
            edit={compose.edit}
            onClose={() => setCompose((current) => ({ ...current, open: false }))}
          />
        </Suspense>
      )}
    </CircleNavContext.Provider>
  );
}
