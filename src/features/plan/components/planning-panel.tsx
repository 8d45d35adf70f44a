import { Heading, Separator, Stack, Text } from '@chakra-ui/react';

import { AfterAbroadSection } from './after-abroad-section';
import { CoursesSection } from './courses-section';
import { ProgramsSection } from './programs-section';
import { StrategySection } from './strategy-section';

/** 规划与课程 (/personal?component=planning): strategy, programs, courses and the after-arrival checklist. */
export function PlanningPanel() {
  return (
    <Stack gap="6" data-testid="planning-panel">
      <Stack gap="1">
        <Heading as="h2" size="lg">
          规划与课程
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          顾问为你制定的选校策略、目标项目和推荐课程，以及出国后要办的事。
        </Text>
      </Stack>
      <StrategySection />
      <Separator />
      <ProgramsSection />
      <Separator />
      <CoursesSection />
      <Separator />
      <AfterAbroadSection />
    </Stack>
  );
}
