import { Button, Flex, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

import { MatchingStateBadge } from '@/components/ui/matching-state';
import { AI_TEXT, type ChosenUniversity } from '@/contract/ai';
import { addChosenUniversity } from '@/features/school/api/add-chosen-university';
import { getChosenByUniversity } from '@/features/school/api/get-chosen-by-university';
import { APP_EVENTS, emitAppEvent, onAppEvent } from '@/lib/events';
import { showToast } from '@/lib/toast';

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
  const [chosen, setChosen] = useState<ChosenUniversity | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    getChosenByUniversity(universityId, controller.signal).then(
      (item) => setChosen(item),
      () => {
        if (!controller.signal.aborted) setChosen(null);
      },
    );
    const off = onAppEvent<ChosenUniversity | undefined>(APP_EVENTS.JOIN_LIST, (item) => {
      if (item?.universityId === universityId) setChosen(item);
    });
    return () => {
      controller.abort();
      off();
    };
  }, [universityId]);

  async function join() {
    setBusy(true);
    try {
      const item = await addChosenUniversity(universityId);
      setChosen(item);
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
