import {
  Box,
  Button,
  Checkbox,
  Field,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Textarea,
} from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';

import {
  APPLY_LIMITS,
  CURRENCIES,
  CURRENCY_LABEL,
  offerRecordBodySchema,
  type Currency,
  type OfferRecordBody,
} from '@/contract/journey-apply';
import { ApiError } from '@/lib/http';

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
  const [values, setValues] = useState({ ...EMPTY, applicationId: applications[0]?.id ?? '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));
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
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'form');
        next[key] ??= key === 'applicationId' ? '请选择申请' : issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await submit(parsed.data);
      onDone();
    } catch (failure) {
      setRefusal(failure instanceof ApiError ? failure.message : String(failure));
    } finally {
      setSending(false);
    }
  }

  const moneyField = (key: MoneyKey) => {
    const currencyKey = `${key}Currency` as const;
    return (
      <Field.Root invalid={!!errors[key]} required={key !== 'scholarship'}>
        <Field.Label>{MONEY_LABEL[key]}</Field.Label>
        <HStack gap="2" w="full">
          <Input
            inputMode="numeric"
            aria-label={`${MONEY_LABEL[key]}金额`}
            value={values[key]}
            onChange={(e) => set({ [key]: e.target.value })}
          />
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
        {errors[key] && <Field.ErrorText>{errors[key]}</Field.ErrorText>}
      </Field.Root>
    );
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="录入Offer" data-testid="offer-form">
      <Stack gap="3">
        <Field.Root invalid={!!errors.applicationId} required>
          <Field.Label>申请</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              aria-label="申请"
              value={values.applicationId}
              onChange={(e) => set({ applicationId: e.target.value })}
            >
              <option value="">请选择申请</option>
              {applications.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {errors.applicationId && <Field.ErrorText>{errors.applicationId}</Field.ErrorText>}
        </Field.Root>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          {moneyField('tuition')}
          {moneyField('living')}
          {moneyField('scholarship')}
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <Field.Root invalid={!!errors.durationMonths} required>
            <Field.Label>学制（月）</Field.Label>
            <Input
              inputMode="numeric"
              value={values.durationMonths}
              onChange={(e) => set({ durationMonths: e.target.value })}
            />
            {errors.durationMonths && <Field.ErrorText>{errors.durationMonths}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={!!errors.replyDeadline}>
            <Field.Label>回复截止日期</Field.Label>
            <Input
              type="date"
              value={values.replyDeadline}
              onChange={(e) => set({ replyDeadline: e.target.value })}
            />
            {errors.replyDeadline && <Field.ErrorText>{errors.replyDeadline}</Field.ErrorText>}
          </Field.Root>
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
          <Field.Root invalid={!!errors.conditions} required>
            <Field.Label>录取条件</Field.Label>
            <Input
              maxLength={APPLY_LIMITS.CONDITIONS_MAX}
              value={values.conditions}
              onChange={(e) => set({ conditions: e.target.value })}
            />
            {errors.conditions && <Field.ErrorText>{errors.conditions}</Field.ErrorText>}
          </Field.Root>
        )}
        <Field.Root invalid={!!errors.emailSubject} required>
          <Field.Label>邮件标题</Field.Label>
          <Input
            maxLength={APPLY_LIMITS.EMAIL_SUBJECT_MAX}
            value={values.emailSubject}
            onChange={(e) => set({ emailSubject: e.target.value })}
          />
          {errors.emailSubject && <Field.ErrorText>{errors.emailSubject}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={!!errors.emailContent}>
          <Field.Label>邮件正文</Field.Label>
          <Textarea
            rows={5}
            maxLength={APPLY_LIMITS.EMAIL_CONTENT_MAX}
            value={values.emailContent}
            onChange={(e) => set({ emailContent: e.target.value })}
          />
          {errors.emailContent && <Field.ErrorText>{errors.emailContent}</Field.ErrorText>}
        </Field.Root>
        {refusal && (
          <Box role="alert" color="fg.error" fontSize="sm">
            {refusal}
          </Box>
        )}
        <Button type="submit" colorPalette="brand" loading={sending} alignSelf="flex-start">
          保存Offer
        </Button>
      </Stack>
    </form>
  );
}
