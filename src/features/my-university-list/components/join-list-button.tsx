import { Button, Flex, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

import { MatchingStateBadge } from '@/components/ui/matching-state';
import { AI_TEXT, type ChosenUniversity } from '@/contract/ai';
import { addChosenUniversity } from '@/features/my-university-list/api/add-chosen-university';
import { getChosenByUniversity } from '@/features/my-university-list/api/get-chosen-by-university';
import { APP_EVENTS, emitAppEvent, onAppEvent } from '@/lib/events';
import { showToast } from '@/lib/toast';
import { useQuery } from '@/lib/use-query';

/**
 * 加入我的大学List on a school's detail page (the page itself requires login). Shows the school's state
 * once it is in the list (evaluated against the student's last AI school selection, or 待评估), with a
 * link to the list. A failed add keeps the button so the student can try again.
 */
export function JoinListButton({
  universityId,
  universityName,
}: {
  universityId: string;
  universityName: string;
}) {
  const entry = useQuery(`my-university-list:of:${universityId}`, (signal) =>
    getChosenByUniversity(universityId, signal),
  );
  // joined here or elsewhere (the AI results) since the entry was read
  const [joined, setJoined] = useState<ChosenUniversity | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(
    () =>
      onAppEvent<ChosenUniversity | undefined>(APP_EVENTS.JOIN_LIST, (item) => {
        if (item?.universityId === universityId) setJoined(item);
      }),
    [universityId],
  );
  // the page works without the entry: a failed read shows the button
  const chosen =
    joined?.universityId === universityId ? joined : entry.loading ? undefined : (entry.data ?? null);

  async function join() {
    setBusy(true);
    try {
      const item = await addChosenUniversity(universityId);
      setJoined(item);
      showToast({ type: 'success', message: AI_TEXT.joined(universityName) });
      emitAppEvent(APP_EVENTS.JOIN_LIST, item);
    } catch {
      // the request client has shown why; the button stays for another try
    } finally {
      setBusy(false);
    }
  }

  if (chosen) {
    return (
      <Flex gap="2" align="center" wrap="wrap" data-testid="joined-list">
        <Text fontSize="sm" color="fg.muted">
          已在我的大学List
        </Text>
        <MatchingStateBadge state={chosen.matchingState} name={chosen.matchingStateName} />
        <ChakraLink asChild fontSize="sm" colorPalette="brand" color="colorPalette.fg">
          <Link to="/personal" search={{ component: 'universities' }}>
            {AI_TEXT.myList}
          </Link>
        </ChakraLink>
      </Flex>
    );
  }
  return (
    <Button
      colorPalette="brand"
      size={{ base: 'sm', md: 'md' }}
      loading={busy || chosen === undefined}
      onClick={() => void join()}
      data-testid="join-list"
    >
      {AI_TEXT.join}
    </Button>
  );
}
