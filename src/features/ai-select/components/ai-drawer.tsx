/**
 * The AI school-selection drawer (AI智能选校, SPEC sections 2 and 4), loaded lazily by AiDrawerHost on
 * the first APP_EVENTS.OPEN_AI_DRAWER. 600 px from the right on desktop, full width on phones,
 * z-index 3100. Status 0: the tabs 申请本科 / 申请硕士 and their form; 2: AI分析中...; 1: the results
 * or the empty view.
 *
 * Test ids and names for end-to-end tests:
 * - data-testid="ai-drawer" (the drawer), "ai-tabs" (the tab list, tabs named 申请本科 / 申请硕士),
 *   "ai-form-01" / "ai-form-02" (the forms), "ai-tip", "ai-start" (开始分析), "ai-analysing",
 *   "ai-results", "ai-result-header", "ai-result-item" (data-university-id; inside it "matching-state"
 *   with data-state 01|02|03, "ai-match-result", "sub-scores", the button 加入我的大学List：{nameCn}),
 *   "ai-empty", "ai-close" (关闭AI智能选校).
 * - fields: data-testid="ai-field-{country|majors|city|school|system|language|sat-act|ap|activity|
 *   current|gre-gmat|experience}" around each field (its error text inside, role="alert"); countries,
 *   majors and activities are role="checkbox" buttons named by the option ("美国", "计算机"), course
 *   systems, language kinds, SAT/ACT, GRE/GMAT, AP courses and 目前状态 role="radio" buttons.
 * - inputs by label: selects 所在省份 / 所在城市 / 就读学校 (testid ai-province, ai-city, ai-school-select),
 *   就读学校 text (ai-school-input), 总分, 英语, GPA, TOEFL成绩, IELTS成绩, 其他成绩, SAT成绩, ACT成绩,
 *   GRE成绩, GMAT成绩 (testid ai-total, ai-english, ai-gpa, ai-toefl, ai-ielts, ai-tiother, ai-sat,
 *   ai-act, ai-gre, ai-gmat), textareas 经历第一段 … 经历第五段; the activity popover opens from
 *   ai-activity-trigger (options inside "ai-activity-popover", button 确定). Field labels are
 *   unique in the drawer, so getByLabel('GPA') or getByLabel('所在城市', { exact: true }) finds one.
 */
import { Box, Button, CloseButton, Drawer, Portal, Spinner, Stack, Tabs, Text } from '@chakra-ui/react';
import { useEffect, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';

import { AI_STATUS, AI_TEXT } from '@/contract/ai';
import { LIMITS } from '@/contract/limits';
import { AiResults } from '@/features/ai-select/components/ai-results';
import { MasterForm } from '@/features/ai-select/components/master-form';
import { UndergraduateForm } from '@/features/ai-select/components/undergraduate-form';
import {
  aiState,
  checkInput,
  closeDrawer,
  openDrawer,
  resumeGuestResults,
  setTab,
  startAnalysis,
  type CheckInputDetail,
  type FullFormName,
  type MyUniversityListLink,
  type OpenAiDrawerDetail,
  type ProfileLink,
} from '@/features/ai-select/state/ai-store';
import { APP_EVENTS, onAppEvent } from '@/lib/events';

function FormPanel({ name, myList }: { name: FullFormName; myList: MyUniversityListLink }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void startAnalysis(myList);
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={name === '01' ? AI_TEXT.tabUndergraduate : AI_TEXT.tabMaster}
      data-testid={`ai-form-${name}`}
    >
      <Stack gap="5" pb="2">
        {name === '01' ? <UndergraduateForm /> : <MasterForm />}
      </Stack>
      <Box position="sticky" bottom="0" bg="bg" pt="3" pb="4" mt="2" borderTopWidth="1px" zIndex="1">
        <Button type="submit" colorPalette="brand" size="lg" w="full" data-testid="ai-start">
          {AI_TEXT.start}
        </Button>
      </Box>
    </form>
  );
}

function Analysing() {
  return (
    <Stack align="center" justify="center" py="24" gap="4" data-testid="ai-analysing" aria-live="polite">
      <Spinner size="xl" color="brand.solid" borderWidth="3px" />
      <Text fontSize="lg" fontWeight="medium">
        {AI_TEXT.analysing}
      </Text>
    </Stack>
  );
}

function Body({ myList }: { myList: MyUniversityListLink }) {
  const snap = useSnapshot(aiState);
  if (snap.status === AI_STATUS.ANALYSING) return <Analysing />;
  if (snap.status === AI_STATUS.RESULTS) {
    return (
      <Box pt="4" pb="6">
        <AiResults myList={myList} />
      </Box>
    );
  }
  if (!snap.ready || snap.prefilling) {
    return (
      <Stack align="center" py="16" gap="3">
        <Spinner color="brand.solid" />
        <Text color="fg.muted">加载中…</Text>
      </Stack>
    );
  }
  return (
    <Tabs.Root
      value={snap.tab}
      onValueChange={(e) => setTab(e.value as FullFormName)}
      variant="line"
      colorPalette="brand"
      lazyMount
      unmountOnExit
    >
      <Tabs.List data-testid="ai-tabs" position="sticky" top="0" bg="bg" zIndex="1">
        <Tabs.Trigger value="01" flex="1" justifyContent="center">
          {AI_TEXT.tabUndergraduate}
        </Tabs.Trigger>
        <Tabs.Trigger value="02" flex="1" justifyContent="center">
          {AI_TEXT.tabMaster}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="01" pt="4">
        <FormPanel name="01" myList={myList} />
      </Tabs.Content>
      <Tabs.Content value="02" pt="4">
        <FormPanel name="02" myList={myList} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

export interface AiDrawerProps {
  /** A new object for every open request (APP_EVENTS.OPEN_AI_DRAWER). */
  request: { id: number; detail?: OpenAiDrawerDetail };
  myList: MyUniversityListLink;
  /** The profile that fills the blank forms of a logged-in student (none: the forms start empty). */
  loadProfile?: ProfileLink['loadProfile'];
}

/** Default export for React.lazy. */
export default function AiDrawer({ request, myList, loadProfile }: AiDrawerProps) {
  const snap = useSnapshot(aiState);
  useEffect(() => {
    // a new request only: the links are the route's, fixed for the page
    if (request.detail?.resume) void resumeGuestResults(myList);
    else openDrawer(request.detail, { loadProfile });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);
  useEffect(
    () =>
      onAppEvent<CheckInputDetail | undefined>(APP_EVENTS.CHECK_INPUT, (detail) => {
        checkInput(detail?.form);
        // once the errors are on screen, bring the first one into view
        setTimeout(() => {
          const first = document.querySelector('[data-testid="ai-drawer"] [role="alert"]');
          first?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
        }, 0);
      }),
    [],
  );
  return (
    <Drawer.Root
      open={snap.open}
      onOpenChange={(e) => {
        if (!e.open) closeDrawer();
      }}
      placement="end"
      size="md"
    >
      <Portal>
        <Drawer.Backdrop zIndex={LIMITS.AI_DRAWER_Z_INDEX} />
        <Drawer.Positioner zIndex={LIMITS.AI_DRAWER_Z_INDEX}>
          <Drawer.Content
            w={{ base: '100vw', md: `${LIMITS.AI_DRAWER_WIDTH}px` }}
            maxW="100vw"
            data-testid="ai-drawer"
            aria-label={AI_TEXT.drawerTitle}
          >
            <Drawer.Header borderBottomWidth="1px" py="4">
              <Drawer.Title>{AI_TEXT.drawerTitle}</Drawer.Title>
            </Drawer.Header>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="关闭AI智能选校" data-testid="ai-close" />
            </Drawer.CloseTrigger>
            <Drawer.Body pt="0" pb="0" px={{ base: '4', md: '6' }} bg="bg">
              <Body myList={myList} />
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
