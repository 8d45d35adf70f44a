import { Badge, HStack, Stack, Text } from '@chakra-ui/react';

import { APPLICATION_STATE_LABEL } from '@/contract/journey';
import type { ApplicationEvent } from '@/contract/journey-apply';

import { dateText, STATE_PALETTE } from './format';

/** The state history of an application, oldest first (date, state, who, note). */
export function ApplicationHistory({ history }: { history: readonly ApplicationEvent[] }) {
  return (
    <Stack as="ol" gap="1" listStyleType="none" data-testid="application-history">
      {history.map((event, index) => (
        <HStack as="li" key={`${event.at}-${index}`} gap="2" fontSize="sm" flexWrap="wrap">
          <Text color="fg.muted">
            <time dateTime={event.at}>{dateText(event.at)}</time>
          </Text>
          <Badge size="sm" colorPalette={STATE_PALETTE[event.state]}>
            {APPLICATION_STATE_LABEL[event.state]}
          </Badge>
          <Text color="fg.muted">{event.actorName}</Text>
          {event.note && <Text wordBreak="break-word">{event.note}</Text>}
        </HStack>
      ))}
    </Stack>
  );
}
