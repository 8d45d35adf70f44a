import { Button, Checkbox, HStack, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';

import { FormField } from '@/components/ui/form-field';
import { OptionSelect } from '@/components/ui/option-select';
import { Refusal } from '@/components/ui/refusal';
import {
  APPLY_LIMITS,
  CURRENCIES,
  CURRENCY_LABEL,
  offerRecordBodySchema,
  type Currency,
  type OfferRecordBody,
} from '@/contract/journey-apply';
import { issuesByField, useFormValues } from '@/lib/use-form-values';
import { useRefusable } from '@/lib/use-refusable';

type MoneyKey = 'tuition' | 'living' | 'scholarship';

const EMPTY = {
  applicationId: '',
  tuition: '',
  tuitionCurrency: 'USD' as Currency,
  living: '',
  livingCurrency: 'USD' as Currency,
  scholarship: '0',
  scholarshipCurrency: 'USD' as Currency,
  durationMonths: '12',
  conditional: false,
  conditions: '',
  replyDeadline: '',
  emailSubject: '',
  emailContent: '',
};

const MONEY_LABEL: Record<MoneyKey, string> = {
  tuition: '学费/年',
  living: '生活费/年',
  scholarship: '奖学金/年',
};

/**
 * 录入Offer (the student's and the console's form): the application, amounts with their currency, duration,
 * conditions, reply deadline and the offer email. Bad input is named at its field; a refusal is shown and
 * everything typed stays.
 */
export function OfferForm({
  applications,
  submit,
  onDone,
}: {
  applications: readonly { id: string; label: string }[];
  submit: (body: OfferRecordBody) => Promise<unknown>;
  onDone: () => void;
}) {
  const { values, set, bind } = useFormValues({ ...EMPTY, applicationId: applications[0]?.id ?? '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { refusal, setRefusal, pending: sending, run } = useRefusable();
  const amount = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const parsed = offerRecordBodySchema.safeParse({
      applicationId: values.applicationId,
      tuition: { amount: amount(values.tuition), currency: values.tuitionCurrency },
      living: { amount: amount(values.living), currency: values.livingCurrency },
      scholarship: { amount: amount(values.scholarship || '0'), currency: values.scholarshipCurrency },
      durationMonths: amount(values.durationMonths),
      conditional: values.conditional,
      conditions: values.conditions,
      replyDeadline: values.replyDeadline || null,
      emailSubject: values.emailSubject,
      emailContent: values.emailContent,
    });
    if (!parsed.success) {
      const next = issuesByField(parsed.error.issues);
      if (next.applicationId) next.applicationId = '请选择申请';
      setErrors(next);
      return;
    }
    setErrors({});
    await run(async () => {
      await submit(parsed.data);
      onDone();
    });
  }

  const moneyField = (key: MoneyKey) => {
    const currencyKey = `${key}Currency` as const;
    return (
      <FormField
        label={MONEY_LABEL[key]}
        error={errors[key]}
        announce={false}
        required={key !== 'scholarship'}
      >
        <HStack gap="2" w="full">
          <Input inputMode="numeric" aria-label={`${MONEY_LABEL[key]}金额`} {...bind(key)} />
          <NativeSelect.Root maxW="32">
            <NativeSelect.Field
              aria-label={`${MONEY_LABEL[key]}币种`}
              value={values[currencyKey]}
              onChange={(e) => {
                const currency = CURRENCIES.find((c) => c === e.target.value);
                if (currency) set({ [currencyKey]: currency });
              }}
            >
              {CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c} {CURRENCY_LABEL[c]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
      </FormField>
    );
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="录入Offer" data-testid="offer-form">
      <Stack gap="3">
        <FormField label="申请" error={errors.applicationId} announce={false} required>
          <OptionSelect
            label="申请"
            placeholder="请选择申请"
            options={applications.map((a) => ({ value: a.id, label: a.label }))}
            value={values.applicationId}
            onChange={(applicationId) => set({ applicationId })}
          />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          {moneyField('tuition')}
          {moneyField('living')}
          {moneyField('scholarship')}
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <FormField label="学制（月）" error={errors.durationMonths} announce={false} required>
            <Input inputMode="numeric" {...bind('durationMonths')} />
          </FormField>
          <FormField label="回复截止日期" error={errors.replyDeadline} announce={false}>
            <Input type="date" {...bind('replyDeadline')} />
          </FormField>
        </SimpleGrid>
        <Checkbox.Root
          checked={values.conditional}
          onCheckedChange={(e) => set({ conditional: e.checked === true })}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>有条件录取</Checkbox.Label>
        </Checkbox.Root>
        {values.conditional && (
          <FormField label="录取条件" error={errors.conditions} announce={false} required>
            <Input maxLength={APPLY_LIMITS.CONDITIONS_MAX} {...bind('conditions')} />
          </FormField>
        )}
        <FormField label="邮件标题" error={errors.emailSubject} announce={false} required>
          <Input maxLength={APPLY_LIMITS.EMAIL_SUBJECT_MAX} {...bind('emailSubject')} />
        </FormField>
        <FormField label="邮件正文" error={errors.emailContent} announce={false}>
          <Textarea rows={5} maxLength={APPLY_LIMITS.EMAIL_CONTENT_MAX} {...bind('emailContent')} />
        </FormField>
        <Refusal>{refusal}</Refusal>
        <Button type="submit" colorPalette="brand" loading={sending} alignSelf="flex-start">
          保存Offer
        </Button>
      </Stack>
    </form>
  );
}
