import { Box, Button, Container, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';

import { isServiceMember } from '@/contract/code-tables';
import type { PersonalComponent } from '@/features/personal/personal-components';
import { PAPERWORK_TEXT } from '@/contract/journey-paperwork';
import { ORDER_TEXT } from '@/contract/order';
import { useSessionSnapshot } from '@/lib/hydration';
import { showDiyTip } from '@/lib/ui-state';

/**
 * The personal space's panels (`/personal?component=`), grouped as the menu shows them: the account, the
 * application journey and growth and planning. `baseinfo` is the default panel.
 */
const GROUPS = [
  {
    label: '我的账户',
    tabs: [
      { key: 'baseinfo', label: '基本信息' },
      { key: 'advisers', label: '我的顾问' },
      { key: 'membership', label: ORDER_TEXT.MEMBERSHIP },
      { key: 'orders', label: ORDER_TEXT.MY_ORDERS },
      { key: 'appointments', label: '我的预约' },
    ],
  },
  {
    label: '申请之旅',
    tabs: [
      { key: 'mytask', label: '我的任务' },
      { key: 'materials', label: PAPERWORK_TEXT.MATERIALS },
      { key: 'universities', label: '我的大学List' },
      { key: 'applications', label: '申请递交' },
      { key: 'deadlines', label: '截止日期' },
      { key: 'offers', label: '录取Offer' },
    ],
  },
  {
    label: '成长与规划',
    tabs: [
      { key: 'growth', label: '成长记录' },
      { key: 'exams', label: '考试成绩' },
      { key: 'assessment', label: '评估与反馈' },
      { key: 'planning', label: '规划与课程' },
    ],
  },
] as const satisfies readonly { label: string; tabs: readonly { key: PersonalComponent; label: string }[] }[];

type Tab = (typeof GROUPS)[number]['tabs'][number];

/** Compile-time check: the menu and the route's list of panels (personal-components.ts) hold the same keys. */
type Unlisted = Exclude<PersonalComponent, Tab['key']> | Exclude<Tab['key'], PersonalComponent>;
export const MENU_MATCHES_PANELS: [Unlisted] extends [never] ? true : Unlisted = true;

/**
 * Tasks are a service-member feature: a DIY student reaching them sees the Tip dialog (its text speaks of the
 * DIY mode); any other student who is not a member reads the panel below.
 */
function MemberOnly({ children }: { children: ReactNode }) {
  const snap = useSessionSnapshot();
  const member = isServiceMember(snap.user?.vipLevel);
  const diy = snap.user?.serviceType === 'DIY';
  useEffect(() => {
    if (!member && diy) showDiyTip();
  }, [member, diy]);
  if (member) return <>{children}</>;
  return (
    <Stack gap="3" data-testid="member-only">
      <Heading as="h2" size="lg">
        我的任务
      </Heading>
      <Text color="fg.muted">
        任务是会员服务的一部分：升级为资深顾问或 AI数字顾问会员后，顾问会在这里为你安排申请任务。
      </Text>
      <HStack gap="2" flexWrap="wrap">
        <Button asChild size="sm" colorPalette="brand">
          <Link to="/personal" search={{ component: 'membership' }}>
            查看会员服务
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to="/personal" search={{ component: 'materials' }}>
            先整理我的材料
          </Link>
        </Button>
      </HStack>
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
  const nav = useRef<HTMLDivElement>(null);
  // on phones the menu is one scrolling row: bring the open panel's entry into it (a deep link to 截止日期
  // would otherwise show the row's first entries only)
  useEffect(() => {
    const row = nav.current;
    const active = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !active || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = active.offsetLeft - (row.clientWidth - active.offsetWidth) / 2;
  }, [component]);
  return (
    <Container maxW="7xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} mb={{ base: '4', md: '6' }}>
        个人空间
      </Heading>
      <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '3', md: '6' }} align="flex-start">
        <Flex
          ref={nav}
          as="nav"
          aria-label="个人空间菜单"
          direction={{ base: 'row', md: 'column' }}
          w={{ base: 'full', md: '52' }}
          flexShrink={0}
          bg="bg"
          rounded="lg"
          borderWidth="1px"
          p="2"
          gap={{ base: '1', md: '3' }}
          overflowX={{ base: 'auto', md: 'visible' }}
          position="relative"
          css={{ scrollbarWidth: 'none' }}
        >
          {GROUPS.map((group) => (
            <Box
              key={group.label}
              display={{ base: 'contents', md: 'block' }}
              role="group"
              aria-label={group.label}
            >
              <Text
                display={{ base: 'none', md: 'block' }}
                fontSize="xs"
                fontWeight="semibold"
                color="fg.muted"
                px="3"
                pb="1"
              >
                {group.label}
              </Text>
              <Stack direction="column" gap="1" display={{ base: 'contents', md: 'flex' }}>
                {group.tabs.map((tab: Tab) => (
                  <Button
                    key={tab.key}
                    asChild
                    size="sm"
                    flexShrink={0}
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
            </Box>
          ))}
        </Flex>
        <Box flex="1" minW="0" w="full" bg="bg" rounded="lg" borderWidth="1px" p={{ base: '4', md: '6' }}>
          {component === 'mytask' ? <MemberOnly>{panels.mytask}</MemberOnly> : panels[component]}
        </Box>
      </Flex>
    </Container>
  );
}
