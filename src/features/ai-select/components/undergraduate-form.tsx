import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { useSnapshot } from 'valtio';

import { LoadState } from '@/components/ui/load-state';
import { AI_HINTS, AI_MAX_LENGTHS, GENERAL_HIGH_SCHOOL_SYSTEM, SAT_ACT_TYPES } from '@/contract/ai';
import { ActivityField } from '@/features/ai-select/components/activity-field';
import { ChoiceButton } from '@/features/ai-select/components/choice-button';
import { GroupField } from '@/features/ai-select/components/group-field';
import { RadioButtons } from '@/features/ai-select/components/radio-buttons';
import { ScoreChoiceField } from '@/features/ai-select/components/score-choice-field';
import { ScoreInput } from '@/features/ai-select/components/score-input';
import {
  GpaInput,
  IntentionSection,
  LanguageSection,
  LocationSection,
  Tip,
  useShownErrors,
} from '@/features/ai-select/components/ai-form-sections';
import { useAiConfig } from '@/features/ai-select/components/use-ai-data';
import { aiState, editForm, touchField } from '@/features/ai-select/state/ai-store';
import { clickApCourse, clickSystem, setSatActType, setScore } from '@/features/ai-select/state/form-rules';
import { useDictionary } from '@/lib/reference-data';

const SAT_ACT_FIELDS = { SAT: 'sat', ACT: 'act' } as const;
/** The scores of 普高 (the general high-school system) instead of a GPA. */
const GENERAL_SCORES = [
  ['total', '总分'],
  ['english', '英语'],
] as const;

/** 申请本科 (form 01), in the order of SPEC section 2. */
export function UndergraduateForm() {
  const snap = useSnapshot(aiState, { sync: true });
  const form = snap.forms['01'];
  const errors = useShownErrors('01');
  const systems = useDictionary('EDUCATION_SYSTEM');
  const apCourses = useAiConfig('COURSE_AP');
  const activities = useAiConfig('ACTIVITY');
  const general = form.system === GENERAL_HIGH_SCHOOL_SYSTEM;
  return (
    <>
      <Tip />
      <IntentionSection name="01" errors={errors} />
      <LocationSection name="01" errors={errors} />
      <GroupField label="课程体系" required error={errors.system} testId="ai-field-system">
        <LoadState query={systems}>
          {(items) => (
            <RadioButtons
              label="课程体系"
              columns={{ base: 3, sm: 4 }}
              options={items.map((d) => ({ value: d.dictDetailCode, label: d.dictDetailName }))}
              value={form.system}
              onClick={(code) => {
                editForm('01', (f) => clickSystem(f, code));
                touchField('01', 'system');
              }}
            />
          )}
        </LoadState>
        {form.system === '' ? (
          <Text fontSize="xs" color="fg.subtle">
            选择课程体系后填写成绩；再次点击已选的体系可取消选择
          </Text>
        ) : general ? (
          <SimpleGrid columns={2} gap="3">
            {GENERAL_SCORES.map(([field, label]) => (
              <ScoreInput
                key={field}
                label={label}
                testId={`ai-${field}`}
                required
                value={form[field]}
                maxLength={AI_MAX_LENGTHS[field]}
                hint={AI_HINTS[field]}
                error={errors[field]}
                onChange={(v) => editForm('01', (f) => setScore(f, field, v))}
                onBlur={() => touchField('01', field)}
              />
            ))}
          </SimpleGrid>
        ) : (
          <GpaInput name="01" errors={errors} required />
        )}
      </GroupField>
      <LanguageSection name="01" errors={errors} required={form.system !== '' && !general} />
      <ScoreChoiceField
        label="SAT/ACT"
        testId="ai-field-sat-act"
        choices={SAT_ACT_TYPES}
        fields={SAT_ACT_FIELDS}
        choice={form.satActType}
        values={form}
        error={errors.satAct}
        onChoose={(t) => editForm('01', (f) => setSatActType(f, t))}
        onChange={(field, value) => editForm('01', (f) => ({ ...f, [field]: value }))}
        onBlur={() => touchField('01', 'satAct')}
      />
      <GroupField label="AP课程" testId="ai-field-ap">
        <LoadState query={apCourses}>
          {(items) => (
            <Box maxH="44" overflowY="auto" borderWidth="1px" rounded="md" p="2">
              <SimpleGrid role="radiogroup" aria-label="AP课程" columns={{ base: 2, sm: 3 }} gap="2">
                {items.map((item) => (
                  <ChoiceButton
                    key={item.id}
                    kind="radio"
                    checked={form.ap_course.includes(item.id)}
                    title={item.configNameEn}
                    onClick={() => editForm('01', (f) => clickApCourse(f, item.id))}
                  >
                    {item.configName}
                  </ChoiceButton>
                ))}
              </SimpleGrid>
            </Box>
          )}
        </LoadState>
      </GroupField>
      <ActivityField
        options={activities}
        value={form.activity}
        onConfirm={(activity) => editForm('01', (f) => ({ ...f, activity }))}
      />
    </>
  );
}
