import { Tabs } from '@chakra-ui/react';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';

import { ErrorView } from '@/components/layout/error-view';
import { SITE } from '@/contract/limits';
import { CHAT_UI_TEXT } from '@/contract/ui-text';
import { MyStudentsView } from '@/features/advising/console/my-students';
import { ConsoleApplicationSection } from '@/features/application/console/console-application-section';
import { ConsolePage } from '@/features/chat/console/console-page';
import { ConsoleGrowthSection } from '@/features/growth/console/console-growth-section';
import { ConsolePaperworkSection } from '@/features/paperwork/console/console-paperwork-section';
import { ConsolePlanSection } from '@/features/plan/console/console-plan-section';
import { ConsoleTaskSection } from '@/features/task/console/console-task-section';
import { isLoggedIn, session } from '@/lib/session';

/**
 * The staff console: outside the main layout, linked nowhere for students. A visitor logs in first (same
 * login page); a logged-in user without a staff role sees 403. The router splits the component into its
 * own chunk (autoCodeSplitting), so students never download it.
 */
export const Route = createFileRoute('/console')({
  beforeLoad: ({ location }) => {
    if (!isLoggedIn()) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  head: () => ({ meta: [{ title: `${CHAT_UI_TEXT.console.title} - ${SITE.TITLE}` }] }),
  component: ConsoleRoute,
});

function ConsoleRoute() {
  const user = useSnapshot(session).user;
  if (!user?.staffRole) return <ErrorView status={403} />;
  return <ConsolePage studentsView={<MyStudentsView renderStudentSections={renderStudentSections} />} />;
}

/** The student page of 我的学生: each journey slice's console section, one tab each (mounted when opened). */
const STUDENT_SECTIONS = [
  { value: 'tasks', label: '任务', render: (id: string) => <ConsoleTaskSection studentId={id} /> },
  {
    value: 'applications',
    label: '申请与Offer',
    render: (id: string) => <ConsoleApplicationSection studentId={id} />,
  },
  { value: 'materials', label: '材料', render: (id: string) => <ConsolePaperworkSection studentId={id} /> },
  { value: 'growth', label: '成长与成绩', render: (id: string) => <ConsoleGrowthSection studentId={id} /> },
  { value: 'plan', label: '规划', render: (id: string) => <ConsolePlanSection studentId={id} /> },
] as const;

function renderStudentSections(studentId: string) {
  return (
    <Tabs.Root
      key={studentId}
      defaultValue={STUDENT_SECTIONS[0].value}
      variant="line"
      colorPalette="brand"
      lazyMount
    >
      <Tabs.List overflowX="auto" overflowY="hidden">
        {STUDENT_SECTIONS.map((section) => (
          <Tabs.Trigger key={section.value} value={section.value} flexShrink={0} whiteSpace="nowrap">
            {section.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {STUDENT_SECTIONS.map((section) => (
        <Tabs.Content key={section.value} value={section.value} pt="4">
          {section.render(studentId)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
