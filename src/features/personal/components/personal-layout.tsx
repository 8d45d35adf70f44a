import {
  Box,
  Button,
  chakra,
  Container,
  Flex,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
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

/** One entry of the menu: a link to its panel, marked when open. */
function MenuLink({ tab, component, minH }: { tab: Tab; component: PersonalComponent; minH?: string }) {
  const open = component === tab.key;
  return (
    <Button
      asChild
      size="sm"
      minH={minH}
      flexShrink={0}
      justifyContent="flex-start"
      variant={open ? 'subtle' : 'ghost'}
      colorPalette={open ? 'brand' : 'gray'}
      aria-current={open ? 'page' : undefined}
    >
      <Link to="/personal" search={{ component: tab.key }}>
        {tab.label}
      </Link>
    </Button>
  );
}

/**
 * The personal space: the menu and the chosen panel (footer hidden on /personal). On desktop the menu is a side
 * column of its three groups; on a phone it is the open panel's name, which unfolds the same groups as a menu
 * screen (a `<details>`: it works before the scripts too), folded again once a panel is chosen.
 */
export function PersonalLayout({
  component,
  panels,
}: {
  component: PersonalComponent;
  panels: Record<PersonalComponent, ReactNode>;
}) {
  const phoneMenu = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (phoneMenu.current) phoneMenu.current.open = false;
  }, [component]);
  const current = GROUPS.flatMap((group) => group.tabs as readonly Tab[]).find(
    (tab) => tab.key === component,
  );
  return (
    <Container maxW="7xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} mb={{ base: '4', md: '6' }}>
        个人空间
      </Heading>
      <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '3', md: '6' }} align="flex-start">
        <chakra.details
          ref={phoneMenu}
          display={{ base: 'block', md: 'none' }}
          w="full"
          bg="bg"
          rounded="lg"
          borderWidth="1px"
          data-testid="personal-phone-menu"
        >
          <chakra.summary
            display="flex"
            alignItems="center"
            justifyContent="space-between"
            minH="12"
            px="4"
            cursor="pointer"
            listStyle="none"
            css={{ '&::-webkit-details-marker': { display: 'none' } }}
          >
            <Text fontWeight="semibold">{current?.label}</Text>
            <Text fontSize="sm" color="brand.fg">
              全部功能 ▾
            </Text>
          </chakra.summary>
          <Stack as="nav" aria-label="个人空间菜单" gap="3" px="3" pb="3">
            {GROUPS.map((group) => (
              <Stack key={group.label} gap="1" role="group" aria-label={group.label}>
                <Text fontSize="xs" fontWeight="semibold" color="fg.muted" px="1">
                  {group.label}
                </Text>
                <SimpleGrid columns={2} gap="1">
                  {group.tabs.map((tab: Tab) => (
                    <MenuLink key={tab.key} tab={tab} component={component} minH="11" />
                  ))}
                </SimpleGrid>
              </Stack>
            ))}
          </Stack>
        </chakra.details>
        <Stack
          as="nav"
          aria-label="个人空间菜单"
          display={{ base: 'none', md: 'flex' }}
          w="52"
          flexShrink={0}
          bg="bg"
          rounded="lg"
          borderWidth="1px"
          p="2"
          gap="3"
        >
          {GROUPS.map((group) => (
            <Box key={group.label} role="group" aria-label={group.label}>
              <Text fontSize="xs" fontWeight="semibold" color="fg.muted" px="3" pb="1">
                {group.label}
              </Text>
              <Stack direction="column" gap="1">
                {group.tabs.map((tab: Tab) => (
                  <MenuLink key={tab.key} tab={tab} component={component} />
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
        <Box flex="1" minW="0" w="full" bg="bg" rounded="lg" borderWidth="1px" p={{ base: '4', md: '6' }}>
          {component === 'mytask' ? <MemberOnly>{panels.mytask}</MemberOnly> : panels[component]}
        </Box>
      </Flex>
    </Container>
  );
}
