import { Badge, Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { CURRENCY_LABEL, rateBodySchema, type Rate, type Rates } from '@/contract/journey-apply';
import { ApiError } from '@/lib/http';

import { putRate } from '../api/put-rate';
import { resetRate } from '../api/reset-rate';

/** One currency: its rate and date; 修改 opens the inputs; 恢复平台汇率 drops the student's own. */
function RateRow({
  rate,
  disabled,
  onChanged,
}: {
  rate: Rate;
  disabled: boolean;
  onChanged: (rates: Rates) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(String(rate.rateToCny));
  const [asOf, setAsOf] = useState(rate.asOf);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function run(action: () => Promise<Rates>) {
    setSaving(true);
    setError(null);
    try {
      onChanged(await action());
      setEditing(false);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  }

  function save() {
    const parsed = rateBodySchema.safeParse({ currency: rate.currency, rateToCny: Number(value), asOf });
    if (!parsed.success || value.trim() === '') {
      setError(parsed.success ? '请输入汇率' : (parsed.error.issues[0]?.message ?? '汇率无效'));
      return;
    }
    void run(() => putRate(parsed.data));
  }

  return (
    <Box borderBottomWidth="1px" py="2" data-testid={`rate-${rate.currency}`}>
      <HStack gap="2" flexWrap="wrap">
        <Text fontWeight="medium" minW="24">
          {CURRENCY_LABEL[rate.currency]} {rate.currency}
        </Text>
        {!editing && (
          <Text fontSize="sm">
            1 {rate.currency} = {rate.rateToCny} 元{' '}
            <Text as="span" color="fg.muted">
              （{rate.asOf}）
            </Text>
          </Text>
        )}
        {rate.mine && <Badge size="sm">自定义</Badge>}
        {!editing && (
          <HStack gap="1" ml="auto">
            <Button size="xs" variant="outline" disabled={disabled} onClick={() => setEditing(true)}>
              修改
            </Button>
            {rate.mine && (
              <Button
                size="xs"
                variant="ghost"
                disabled={disabled}
                loading={saving}
                onClick={() => void run(() => resetRate(rate.currency))}
              >
                恢复平台汇率
              </Button>
            )}
          </HStack>
        )}
      </HStack>
      {editing && (
        <Stack direction={{ base: 'column', sm: 'row' }} gap="2" mt="2">
          <Input
            size="sm"
            inputMode="decimal"
            aria-label={`${rate.currency} 汇率`}
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
          <Input
            size="sm"
            type="date"
            aria-label={`${rate.currency} 汇率日期`}
            value={asOf}
            onChange={(e) => setAsOf(e.target.value)}
          />
          <HStack gap="1">
            <Button size="sm" colorPalette="brand" loading={saving} onClick={save}>
              保存
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
              取消
            </Button>
          </HStack>
        </Stack>
      )}
      {rate.mine && (
        <Text fontSize="xs" color="fg.muted">
          平台汇率 {rate.platformRate}（{rate.platformAsOf}）
        </Text>
      )}
      {error && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {error}
        </Text>
      )}
    </Box>
  );
}

/** 汇率: the rates the comparison uses, each with its date, editable (not offline). */
export function RatesEditor({
  rates,
  disabled,
  onChanged,
}: {
  rates: readonly Rate[];
  disabled: boolean;
  onChanged: (rates: Rates) => void;
}) {
  return (
    <Stack gap="0" data-testid="rates-editor">
      {rates.map((rate) => (
        <RateRow
          key={`${rate.currency}:${rate.rateToCny}:${rate.asOf}`}
          rate={rate}
          disabled={disabled}
          onChanged={onChanged}
        />
      ))}
    </Stack>
  );
}
