import { Tabs } from '@chakra-ui/react';

import { SCROLL_HINT_CSS, useScrollHint } from '@/components/ui/scroll-hint';
import { ErrorBoundary } from '@/components/error-boundary';

import { ConsoleApplicationSection } from './console-application-section';
import { ConsoleGrowthSection } from './console-growth-section';
import { ConsolePaperworkSection } from './console-paperwork-section';
import { ConsolePlanSection } from './console-plan-section';
import { ConsoleTaskSection } from './console-task-section';

/** What a section may tell the page around it. */
interface SectionHooks {
  /** The student's tasks changed (布置任务, 撤回): the list's counts are stale. */
  onTasksChanged?: () => void;
}

/** The student page of 我的学生: one tab a journey section, each mounted when first opened. */
const STUDENT_SECTIONS = [
  {
    value: 'tasks',
    label: '任务',
    render: (id: string, hooks: SectionHooks) => (
      <ConsoleTaskSection studentId={id} onChanged={hooks.onTasksChanged} />
    ),
  },
  {
    value: 'applications',
    label: '申请与Offer',
    render: (id: string) => <ConsoleApplicationSection studentId={id} />,
  },
  { value: 'materials', label: '材料', render: (id: string) => <ConsolePaperworkSection studentId={id} /> },
  { value: 'growth', label: '成长与成绩', render: (id: string) => <ConsoleGrowthSection studentId={id} /> },
  { value: 'plan', label: '规划', render: (id: string) => <ConsolePlanSection studentId={id} /> },
] as const;

export function StudentSections({ studentId, ...hooks }: { studentId: string } & SectionHooks) {
  const scrollHint = useScrollHint<HTMLDivElement>();
  return (
    <Tabs.Root
      key={studentId}
      defaultValue={STUDENT_SECTIONS[0].value}
      variant="line"
      colorPalette="brand"
      lazyMount
    >
      <Tabs.List ref={scrollHint} css={SCROLL_HINT_CSS} overflowX="auto" overflowY="hidden">
        {STUDENT_SECTIONS.map((section) => (
          <Tabs.Trigger key={section.value} value={section.value} flexShrink={0} whiteSpace="nowrap">
            {section.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {STUDENT_SECTIONS.map((section) => (
        <Tabs.Content key={section.value} value={section.value} pt="4">
          <ErrorBoundary>{section.render(studentId, hooks)}</ErrorBoundary>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
