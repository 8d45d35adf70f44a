import { Box, Button, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';

import { isServiceMember } from '@/contract/code-tables';
import { PAPERWORK_TEXT } from '@/contract/journey-paperwork';
import { ORDER_TEXT } from '@/contract/order';
import { showDiyTip } from '@/lib/ui-state';
import { session } from '@/lib/session';

export const PERSONAL_COMPONENTS = [
  'baseinfo',
  'mytask',
  'universities',
  'materials',
  'appointments',
  'orders',
  'membership',
  'growth',
  'exams',
  'assessment',
  'applications',
  'offers',
  'deadlines',
  'planning',
  'advisers',
] as const;
export type PersonalComponent = (typeof PERSONAL_COMPONENTS)[number];

const TABS: { key: PersonalComponent; label: string; memberOnly?: boolean }[] = [
  { key: 'baseinfo', label: '基本信息' },
  { key: 'mytask', label: '我的任务', memberOnly: true },
  { key: 'universities', label: '我的大学List' },
  { key: 'materials', label: PAPERWORK_TEXT.MATERIALS },
  { key: 'appointments', label: '我的预约' },
  { key: 'orders', label: ORDER_TEXT.MY_ORDERS },
  { key: 'membership', label: ORDER_TEXT.MEMBERSHIP },
  { key: 'growth', label: '成长记录' },
  { key: 'exams', label: '考试成绩' },
  { key: 'assessment', label: '评估与反馈' },
  { key: 'applications', label: '申请递交' },
  { key: 'offers', label: '录取Offer' },
  { key: 'deadlines', label: '截止日期' },
  { key: 'planning', label: '规划与课程' },
  { key: 'advisers', label: '我的顾问' },
];

/** Tasks are a service-member feature: a DIY user reaching them sees the Tip dialog. */
function MemberOnly({ children }: { children: ReactNode }) {
  const snap = useSnapshot(session);
  const member = isServiceMember(snap.user?.vipLevel);
  useEffect(() => {
    if (!member) showDiyTip();
  }, [member]);
  if (member) return <>{children}</>;
  return (
    <Stack gap="3" data-testid="member-only">
      <Heading as="h2" size="lg">
        我的任务
      </Heading>
      <Text color="fg.muted">
        任务是会员服务的一部分：升级为资深顾问或 AI数字顾问会员后，顾问会在这里为你安排申请任务。
      </Text>
    </Stack>
  );
}

/** The personal space: a side menu and the chosen panel (footer hidden on /personal). */
export function PersonalLayout({
  component,
  panels,
}: {
  component: PersonalComponent;
  panels: Record<PersonalComponent, ReactNode>;
}) {
  return (
    <Container maxW="7xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} mb={{ base: '4', md: '6' }}>
        个人空间
      </Heading>
      <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '3', md: '6' }} align="flex-start">
        <Stack
          as="nav"
          aria-label="个人空间菜单"
          direction={{ base: 'row', md: 'column' }}
          w={{ base: 'full', md: '52' }}
          flexShrink={0}
          bg="bg"
          rounded="lg"
          borderWidth="1px"
          p="2"
          gap="1"
          flexWrap={{ base: 'wrap', md: 'nowrap' }}
        >
          {TABS.map((tab) => (
            <Button
              key={tab.key}
              asChild
              size="sm"
              justifyContent={{ md: 'flex-start' }}
              variant={component === tab.key ? 'subtle' : 'ghost'}
              colorPalette={component === tab.key ? 'brand' : 'gray'}
              aria-current={component === tab.key ? 'page' : undefined}
            >
              <Link to="/personal" search={{ component: tab.key }}>
                {tab.label}
              </Link>
            </Button>
          ))}
        </Stack>
        <Box flex="1" minW="0" w="full" bg="bg" rounded="lg" borderWidth="1px" p={{ base: '4', md: '6' }}>
          {component === 'mytask' ? <MemberOnly>{panels.mytask}</MemberOnly> : panels[component]}
        </Box>
      </Flex>
    </Container>
  );
}
