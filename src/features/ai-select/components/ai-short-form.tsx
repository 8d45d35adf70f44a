/**
 * AiShortForm: the short variant of the AI form (SPEC section 2: intended countries/regions with the
 * 全选 / 反选 toggle and intended major directions, both required; SPEC section 5: 请选择意向国家/地区 and
 * 请选择意向申请的专业方向 show as soon as a list is emptied and on APP_EVENTS.CHECK_INPUT).
 *
 * Where it appears (our design; the spec only says "in the header drawer"):
 * - inside the drawer, under the results header and in the empty view, as 调整意向国家/地区和专业方向:
 *   it starts from the countries and majors of the last analysis, and 重新匹配 runs that analysis again
 *   with the new choice (status 2, then results after 3 s), so a student with no match can widen the
 *   countries without typing the whole form again. Collapsed above a result list, open in the empty view.
 * - anywhere else (a home-page card, a school page) as a quick start: without onSubmit, a valid submit
 *   opens the drawer (APP_EVENTS.OPEN_AI_DRAWER with { prefill }) and both full forms take the choice.
 * Its values are the 'short' draft of the user, saved on every change like the full forms.
 */
import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';

import type { AiShortForm as AiShortFormValues } from '@/contract/ai';
import { IntentionSection, useShownErrors } from '@/features/ai-select/components/ai-form-sections';
import {
  aiState,
  checkInput,
  ensureDraftsLoaded,
  hasErrors,
  validateForm,
  type CheckInputDetail,
  type OpenAiDrawerDetail,
} from '@/features/ai-select/state/ai-store';
import { APP_EVENTS, emitAppEvent, onAppEvent } from '@/lib/events';

export interface AiShortFormProps {
  /** Called with a valid choice; without it the drawer opens with the choice filled in. */
  onSubmit?: (values: Pick<AiShortFormValues, 'country' | 'majors'>) => void;
  submitLabel?: string;
}

export function AiShortForm({ onSubmit, submitLabel = '开始智能选校' }: AiShortFormProps) {
  const errors = useShownErrors('short');
  const ready = useSnapshot(aiState).ready;
  useEffect(() => {
    void ensureDraftsLoaded();
    return onAppEvent<CheckInputDetail | undefined>(APP_EVENTS.CHECK_INPUT, (detail) => {
      if (detail?.form === undefined || detail.form === 'short') checkInput('short');
    });
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (hasErrors(validateForm('short'))) {
      emitAppEvent<CheckInputDetail>(APP_EVENTS.CHECK_INPUT, { form: 'short' });
      return;
    }
    const values = { country: [...aiState.forms.short.country], majors: [...aiState.forms.short.majors] };
    if (onSubmit) onSubmit(values);
    else emitAppEvent<OpenAiDrawerDetail>(APP_EVENTS.OPEN_AI_DRAWER, { prefill: values });
  };
  if (!ready) {
    // the student's draft is being read: typing now would be overwritten
    return (
      <HStack gap="2" color="fg.muted" fontSize="sm" py="4" data-testid="ai-short-form-loading">
        <Spinner size="sm" />
        <Text>加载中…</Text>
      </HStack>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label="意向国家和专业" data-testid="ai-short-form">
      <Stack gap="4">
        <IntentionSection name="short" errors={errors} />
        <Button type="submit" colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'flex-end' }}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
