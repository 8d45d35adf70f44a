import { Badge, Box, Flex, Progress, SimpleGrid, Text } from '@chakra-ui/react';

import {
  MATCHING_STATES,
  NOT_EVALUATED_NAME,
  SUB_SCORE_KEYS,
  SUB_SCORE_LABELS,
  type MatchingState,
  type SubScoreKey,
} from '@/contract/ai';

/** Chakra palettes of the three states (SPEC section 3: 01 red, 02 amber, 03 blue). */
const PALETTE: Record<MatchingState, string> = { '01': 'red', '02': 'orange', '03': 'blue' };

/** 冲刺 / 匹配 / 保底 in its colour; 待评估 (grey) for a school not evaluated yet. */
export function MatchingStateBadge({ state, name }: { state: MatchingState | null; name?: string }) {
  return (
    <Badge
      colorPalette={state ? PALETTE[state] : 'gray'}
      variant="solid"
      data-testid="matching-state"
      data-state={state ?? 'none'}
    >
      {name ?? (state ? MATCHING_STATES[state].name : NOT_EVALUATED_NAME)}
    </Badge>
  );
}

/** The four sub-scores (学校 / 背景 / 体系 / 成绩匹配度) as labelled bars; '—' where not evaluated. */
export function SubScores({
  scores,
  state,
}: {
  scores: Record<SubScoreKey, number | null>;
  state: MatchingState | null;
}) {
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="2" data-testid="sub-scores">
      {SUB_SCORE_KEYS.map((key) => {
        const value = scores[key];
        return (
          <Box key={key}>
            <Flex justify="space-between" fontSize="xs" color="fg.muted">
              <Text>{SUB_SCORE_LABELS[key]}</Text>
              <Text fontWeight="semibold" color="fg">
                {value === null ? '—' : `${value}%`}
              </Text>
            </Flex>
            <Progress.Root
              value={value ?? 0}
              size="xs"
              colorPalette={state ? PALETTE[state] : 'gray'}
              aria-label={SUB_SCORE_LABELS[key]}
            >
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </Box>
        );
      })}
    </SimpleGrid>
  );
}
