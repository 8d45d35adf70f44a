import { Box, Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useSnapshot } from 'valtio';

import {
  AI_HINTS,
  AI_MAX_LENGTHS,
  AI_TEXT,
  CURRENT_STUDY_STATUS,
  EXPERIENCE_STEP_TYPES,
  GRE_GMAT_TYPES,
  type CurrentStudyStatus,
} from '@/contract/ai';
import { LIMITS } from '@/contract/limits';
import { GroupField } from '@/features/ai-select/components/group-field';
import { RadioButtons } from '@/features/ai-select/components/radio-buttons';
import { ScoreChoiceField } from '@/features/ai-select/components/score-choice-field';
import {
  GpaInput,
  IntentionSection,
  LanguageSection,
  LocationSection,
  Tip,
  useShownErrors,
} from '@/features/ai-select/components/ai-form-sections';
import { aiState, editForm, touchField } from '@/features/ai-select/state/ai-store';
import {
  addExperience,
  removeExperience,
  setExperience,
  setGreGmatType,
} from '@/features/ai-select/state/form-rules';

const GRE_GMAT_FIELDS = { GRE: 'gre', GMAT: 'gmat' } as const;

const CURRENT_OPTIONS = (Object.keys(CURRENT_STUDY_STATUS) as CurrentStudyStatus[]).map((code) => ({
  value: code,
  label: CURRENT_STUDY_STATUS[code],
}));

/** Work or internship experience: one paragraph at first, up to five, 500 characters each. */
function ExperienceSection({ errors }: { errors: Record<string, string | undefined> }) {
  const snap = useSnapshot(aiState, { sync: true });
  const list = snap.forms['02'].experiences;
  return (
    <GroupField label="工作/实习经历" testId="ai-field-experience">
      {list.map((text, index) => {
        const step = EXPERIENCE_STEP_TYPES[index] ?? '';
        const error = errors[`experience${index}`];
        const last = index === list.length - 1;
        return (
          <Stack key={index} gap="1.5" data-testid={`ai-experience-${index}`}>
            <HStack justify="space-between">
              <Text fontSize="sm" color="fg.muted">
                {step}
              </Text>
              {index > 0 && (
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`${AI_TEXT.removeExperience}${step}`}
                  onClick={() => editForm('02', (f) => removeExperience(f, index))}
                >
                  {AI_TEXT.removeExperience}
                </Button>
              )}
            </HStack>
            <Textarea
              aria-label={`经历${step}`}
              aria-invalid={error ? true : undefined}
              value={text}
              maxLength={AI_MAX_LENGTHS.experience}
              placeholder={AI_HINTS.experience}
              rows={3}
              autoresize
              onChange={(e) => editForm('02', (f) => setExperience(f, index, e.target.value))}
              onBlur={() => touchField('02', `experience${index}`)}
            />
            <HStack justify="space-between" fontSize="xs">
              <Text color="fg.error" role={error ? 'alert' : undefined}>
                {error}
              </Text>
              <Text color="fg.subtle">
                {text.length}/{AI_MAX_LENGTHS.experience}
              </Text>
            </HStack>
            {last && list.length < LIMITS.EXPERIENCE_MAX && (
              <Box>
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="brand"
                  onClick={() => editForm('02', addExperience)}
                >
                  + {AI_TEXT.addExperience}
                </Button>
              </Box>
            )}
          </Stack>
        );
      })}
    </GroupField>
  );
}

/** 申请硕士 (form 02), in the order of SPEC section 2. */
export function MasterForm() {
  const snap = useSnapshot(aiState, { sync: true });
  const form = snap.forms['02'];
  const errors = useShownErrors('02');
  return (
    <>
      <Tip />
      <GroupField label="目前状态" required error={errors.current} testId="ai-field-current">
        <RadioButtons
          label="目前状态"
          options={CURRENT_OPTIONS}
          value={form.current}
          onClick={(current) => {
            editForm('02', (f) => ({ ...f, current }));
            touchField('02', 'current');
          }}
        />
      </GroupField>
      <IntentionSection name="02" errors={errors} />
      <LocationSection name="02" errors={errors} />
      <GpaInput name="02" errors={errors} />
      <LanguageSection name="02" errors={errors} />
      <ScoreChoiceField
        label="GRE/GMAT"
        testId="ai-field-gre-gmat"
        choices={GRE_GMAT_TYPES}
        fields={GRE_GMAT_FIELDS}
        choice={form.greGmatType}
        values={form}
        error={errors.greGmat}
        onChoose={(t) => editForm('02', (f) => setGreGmatType(f, t))}
        onChange={(field, value) => editForm('02', (f) => ({ ...f, [field]: value }))}
        onBlur={() => touchField('02', 'greGmat')}
      />
      <ExperienceSection errors={errors} />
    </>
  );
}
