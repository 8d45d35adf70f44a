import { Badge, Box, Button, Checkbox, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useRefusable } from '@/lib/use-refusable';
import { useState, type FormEvent } from 'react';

import { ApplicationHistory } from '@/components/journey/application/application-history';
import { dateText, STATE_PALETTE } from '@/components/journey/application/format';
import { APPLICATION_STATE_LABEL } from '@/contract/journey';
import { APPLY_LIMITS, type Application, type SelectedUniversity } from '@/contract/journey-apply';

import { applyTo } from '../api/apply';
import { deliver } from '../api/deliver';
import { MaterialsDialog } from './materials-dialog';

/** The 加入申请 form of a school: program, degree and round (all optional). */
function ApplyForm({ row, onApplied }: { row: SelectedUniversity; onApplied: () => void }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState({ program: '', degree: '', round: '' });
  const { refusal, pending: sending, run } = useRefusable();

  async function submit(event: FormEvent) {
    event.preventDefault();
    await run(async () => {
      await applyTo({ chosenId: row.chosenId, ...values });
      onApplied();
    });
  }

  if (!open) {
    return (
      <Button size="sm" colorPalette="brand" onClick={() => setOpen(true)}>
        加入申请
      </Button>
    );
  }
  const field = (name: keyof typeof values, label: string, max: number, placeholder: string) => (
    <Input
      size="sm"
      aria-label={label}
      placeholder={placeholder}
      maxLength={max}
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
    />
  );
  return (
    <form onSubmit={(e) => void submit(e)} aria-label={`加入申请 ${row.universityName}`}>
      <Stack gap="2" direction={{ base: 'column', md: 'row' }}>
        {field('program', '项目名称', APPLY_LIMITS.PROGRAM_MAX, '项目，如 MS Computer Science')}
        {field('degree', '学位', APPLY_LIMITS.DEGREE_MAX, '学位，如 硕士')}
        {field('round', '申请轮次', APPLY_LIMITS.ROUND_MAX, '轮次，如 ED / RD / 第一轮')}
        <Button type="submit" size="sm" colorPalette="brand" loading={sending} flexShrink={0}>
          确定
        </Button>
      </Stack>
      {refusal && (
        <Text role="alert" color="fg.error" fontSize="sm" mt="2">
          {refusal}
        </Text>
      )}
    </form>
  );
}

/** One 我的大学List school: 加入申请, or its application (state, dates, materials, 递交, history). */
export function ApplicationCard({
  row,
  checked,
  onCheck,
  onChanged,
}: {
  row: SelectedUniversity;
  checked: boolean;
  onCheck: (checked: boolean) => void;
  onChanged: () => void;
}) {
  const application = row.application;
  const [picking, setPicking] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const { refusal, pending: sending, run } = useRefusable();

  async function deliverOne(target: Application) {
    await run(async () => {
      await deliver(target.id);
      onChanged();
    });
  }

  return (
    <Box as="article" borderWidth="1px" rounded="lg" p="4" data-testid="application-card">
      <Flex gap="3" align="flex-start">
        {application?.state === 'PREPARING' && (
          <Checkbox.Root checked={checked} onCheckedChange={(e) => onCheck(e.checked === true)} mt="1">
            <Checkbox.HiddenInput aria-label={`选择 ${row.universityName}`} />
            <Checkbox.Control />
          </Checkbox.Root>
        )}
        <Stack gap="2" flex="1" minW="0">
          <HStack gap="2" flexWrap="wrap">
            <Text fontWeight="semibold">{row.universityName}</Text>
            {row.qsRank !== null && <Badge size="sm">QS {row.qsRank}</Badge>}
            {application && (
              <Badge colorPalette={STATE_PALETTE[application.state]} data-testid="application-state">
                {APPLICATION_STATE_LABEL[application.state]}
              </Badge>
            )}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {row.universityNameEn} · {row.countryName}
          </Text>
          {!application && <ApplyForm row={row} onApplied={onChanged} />}
          {application && (
            <>
              <Text fontSize="sm">
                {[application.program || '项目未填写', application.degree, application.round]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                加入于 {dateText(application.createdAt)}
                {application.submittedAt && ` · 递交于 ${dateText(application.submittedAt)}`} · 状态更新于{' '}
                {dateText(application.stateChangedAt)}
              </Text>
              <Text fontSize="sm" data-testid="application-materials">
                材料：
                {application.materials.length === 0
                  ? '未选择'
                  : application.materials.map((m) => m.title).join('、')}
              </Text>
              <HStack gap="2" flexWrap="wrap">
                <Button size="xs" variant="outline" onClick={() => setPicking(true)}>
                  选择材料
                </Button>
                {application.state === 'PREPARING' && (
                  <Button
                    size="xs"
                    colorPalette="brand"
                    loading={sending}
                    onClick={() => void deliverOne(application)}
                  >
                    递交
                  </Button>
                )}
                <Button size="xs" variant="ghost" onClick={() => setShowHistory((v) => !v)}>
                  {showHistory ? '收起进度' : '申请进度'}
                </Button>
              </HStack>
              {showHistory && <ApplicationHistory history={application.history} />}
              {refusal && (
                <Text role="alert" color="fg.error" fontSize="sm">
                  {refusal}
                </Text>
              )}
              {picking && (
                <MaterialsDialog
                  application={application}
                  onClose={() => setPicking(false)}
                  onSaved={() => {
                    setPicking(false);
                    onChanged();
                  }}
                />
              )}
            </>
          )}
        </Stack>
      </Flex>
    </Box>
  );
}
