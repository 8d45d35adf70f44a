import { Box, Button, Field, Heading, HStack, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';

import { MATCHING_STATES } from '@/contract/ai';
import {
  COURSE_TYPES,
  consolePlanBodySchema,
  PLAN_ITEM_KIND_LABEL,
  PLAN_ITEM_KINDS,
  PLAN_LIMITS,
  PROGRAM_DEGREES,
  STRATEGY_TIERS,
  type PlanItemKind,
} from '@/contract/journey-plan';
import { showToast } from '@/lib/toast';

import { addPlanItem } from '../api/add-plan-item';
import { useConsoleParts } from '../state/console-parts';
import { FieldList, SelectField, type FieldSpec } from './form-fields';
import { UniversitySearch, type PickedUniversity } from './university-search';

interface Draft {
  school: PickedUniversity | null;
  tier: string;
  reason: string;
  name: string;
  provider: string;
  courseType: string;
  url: string;
  programName: string;
  degree: string;
  intake: string;
  notes: string;
}

const EMPTY: Draft = {
  school: null,
  tier: '',
  reason: '',
  name: '',
  provider: '',
  courseType: '',
  url: '',
  programName: '',
  degree: '',
  intake: '',
  notes: '',
};

type DraftText = Exclude<keyof Draft, 'school'>;

/** The fields of a course (two to a row) and of a program (three to a row). */
const COURSE_FIELDS: FieldSpec<DraftText>[] = [
  { key: 'name', label: '课程名称', maxLength: PLAN_LIMITS.NAME_MAX },
  { key: 'provider', label: '机构', maxLength: PLAN_LIMITS.PROVIDER_MAX },
  { key: 'courseType', label: '课程类型', options: COURSE_TYPES.map((t) => [t, t] as const) },
  { key: 'url', label: '链接（https）', placeholder: 'https://', maxLength: PLAN_LIMITS.URL_MAX },
];
const PROGRAM_FIELDS: FieldSpec<DraftText>[] = [
  { key: 'programName', label: '项目名称', maxLength: PLAN_LIMITS.NAME_MAX },
  { key: 'degree', label: '学位', options: PROGRAM_DEGREES.map((d) => [d, d] as const) },
  { key: 'intake', label: '入学季', placeholder: '例如 2027秋季', maxLength: PLAN_LIMITS.INTAKE_MAX },
];

/**
 * The console's plan of one student: their strategy, programs and courses, and a form to add one (advising
 * access with write: the first item records the advising relation). A refused entry keeps what was typed.
 */
export function ConsolePlanSection({ studentId }: { studentId: string }) {
  const { plan } = useConsoleParts();
  const [kind, setKind] = useState<PlanItemKind>('STRATEGY');
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [version, setVersion] = useState(0);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = async () => {
    const body =
      kind === 'STRATEGY'
        ? { kind, studentId, universityId: draft.school?.id ?? '', tier: draft.tier, reason: draft.reason }
        : kind === 'COURSE'
          ? {
              kind,
              studentId,
              name: draft.name,
              provider: draft.provider,
              courseType: draft.courseType,
              reason: draft.reason,
              url: draft.url,
            }
          : {
              kind,
              studentId,
              universityId: draft.school?.id ?? '',
              programName: draft.programName,
              degree: draft.degree,
              intake: draft.intake,
              notes: draft.notes,
            };
    const parsed = consolePlanBodySchema.safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '请检查填写的内容');
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await addPlanItem(parsed.data);
      showToast({ type: 'success', message: `已添加到${PLAN_ITEM_KIND_LABEL[kind]}` });
      setDraft(EMPTY);
      setVersion((v) => v + 1);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : '添加失败');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="4" data-testid="console-plan-section">
      <Heading as="h3" size="md">
        规划与课程
      </Heading>
      <Box borderWidth="1px" rounded="lg" p="3" bg="bg">
        <HStack gap="1" mb="3" role="group" aria-label="添加类型">
          {PLAN_ITEM_KINDS.map((k) => (
            <Button
              key={k}
              size="xs"
              variant={kind === k ? 'solid' : 'outline'}
              colorPalette="brand"
              aria-pressed={kind === k}
              onClick={() => {
                setKind(k);
                setError(null);
              }}
            >
              {PLAN_ITEM_KIND_LABEL[k]}
            </Button>
          ))}
        </HStack>
        <Stack gap="3">
          {kind !== 'COURSE' && (
            <Field.Root>
              <Field.Label>学校</Field.Label>
              <UniversitySearch value={draft.school} onChange={(school) => set({ school })} />
            </Field.Root>
          )}
          {kind === 'STRATEGY' && (
            <SelectField
              label="层级"
              value={draft.tier}
              options={STRATEGY_TIERS.map((t) => [t, MATCHING_STATES[t].name] as const)}
              onChange={(tier) => set({ tier })}
            />
          )}
          {kind !== 'STRATEGY' && (
            <SimpleGrid columns={{ base: 1, md: kind === 'COURSE' ? 2 : 3 }} gap="3">
              <FieldList
                fields={kind === 'COURSE' ? COURSE_FIELDS : PROGRAM_FIELDS}
                values={draft}
                size="sm"
                onChange={(key, value) => set({ [key]: value })}
              />
            </SimpleGrid>
          )}
          <Field.Root>
            <Field.Label>{kind === 'PROGRAM' ? '备注' : '理由'}</Field.Label>
            <Textarea
              size="sm"
              rows={2}
              value={kind === 'PROGRAM' ? draft.notes : draft.reason}
              maxLength={PLAN_LIMITS.REASON_MAX}
              onChange={(e) =>
                set(kind === 'PROGRAM' ? { notes: e.target.value } : { reason: e.target.value })
              }
            />
          </Field.Root>
          {error && (
            <Text color="red.600" fontSize="sm" role="alert">
              {error}
            </Text>
          )}
          <HStack justify="flex-end">
            <Button size="sm" colorPalette="brand" loading={busy} onClick={() => void submit()}>
              添加{PLAN_ITEM_KIND_LABEL[kind]}
            </Button>
          </HStack>
        </Stack>
      </Box>
      <plan.Strategy studentId={studentId} refreshKey={version} />
      <plan.Programs studentId={studentId} refreshKey={version} />
      <plan.Courses studentId={studentId} refreshKey={version} />
    </Stack>
  );
}
