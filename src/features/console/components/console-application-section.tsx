import { Badge, Box, Button, Heading, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useRefusable } from '@/lib/use-refusable';
import { useState } from 'react';

import { ApplicationHistory } from '@/components/journey/application/application-history';
import { DeadlineForm, deadlineTargets } from '@/components/journey/application/deadline-form';
import { DeadlineList } from '@/components/journey/application/deadline-list';
import { dateText, moneyText, STATE_PALETTE } from '@/components/journey/application/format';
import { OfferForm } from '@/components/journey/application/offer-form';
import { ListQuery } from '@/components/ui/list-states';
import { APPLICATION_STATE_LABEL, APPLICATION_STATES, type ApplicationState } from '@/contract/journey';
import { APPLY_LIMITS, type Application } from '@/contract/journey-apply';
import { useQuery } from '@/lib/use-query';

import { consoleAddDeadline } from '../api/console-add-deadline';
import { consoleGetApplications } from '../api/console-get-applications';
import { consoleMove } from '../api/console-move';
import { consoleRecordOffer } from '../api/console-record-offer';

/** One application: its state select + note, 更新状态, the history. */
function ConsoleApplication({ application, onChanged }: { application: Application; onChanged: () => void }) {
  const [state, setState] = useState<ApplicationState>(application.state);
  const [note, setNote] = useState('');
  const { refusal, pending: saving, run } = useRefusable();

  async function save() {
    await run(async () => {
      await consoleMove({ applicationId: application.id, state, note });
      setNote('');
      onChanged();
    });
  }

  return (
    <Box borderWidth="1px" rounded="md" p="3" data-testid="console-application">
      <HStack gap="2" flexWrap="wrap">
        <Text fontWeight="semibold">{application.universityName}</Text>
        <Text fontSize="sm">
          {[application.program, application.degree, application.round].filter(Boolean).join(' · ')}
        </Text>
        <Badge colorPalette={STATE_PALETTE[application.state]}>
          {APPLICATION_STATE_LABEL[application.state]}
        </Badge>
      </HStack>
      <Text fontSize="xs" color="fg.muted" mt="1">
        材料：{application.materials.map((m) => m.title).join('、') || '未选择'}
        {application.submittedAt && ` · 递交于 ${dateText(application.submittedAt)}`}
      </Text>
      <Stack direction={{ base: 'column', md: 'row' }} gap="2" mt="2">
        <NativeSelect.Root maxW={{ md: '40' }}>
          <NativeSelect.Field
            aria-label={`${application.universityName} 状态`}
            value={state}
            onChange={(e) => {
              const next = APPLICATION_STATES.find((s) => s === e.target.value);
              if (next) setState(next);
            }}
          >
            {APPLICATION_STATES.map((s) => (
              <option key={s} value={s}>
                {APPLICATION_STATE_LABEL[s]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Input
          aria-label={`${application.universityName} 备注`}
          placeholder="备注（可选），如面试时间"
          maxLength={APPLY_LIMITS.NOTE_MAX}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        <Button size="sm" colorPalette="brand" loading={saving} onClick={() => void save()} flexShrink={0}>
          更新状态
        </Button>
      </Stack>
      {refusal && (
        <Text role="alert" color="fg.error" fontSize="sm" mt="1">
          {refusal}
        </Text>
      )}
      <Box mt="2">
        <ApplicationHistory history={application.history} />
      </Box>
    </Box>
  );
}

/** The console's 申请 section of a student: applications with state changes, 录入Offer, deadlines. */
export function ConsoleApplicationSection({ studentId }: { studentId: string }) {
  const result = useQuery(`console-applications:${studentId}`, (signal) =>
    consoleGetApplications(studentId, signal),
  );
  const [offerFormKey, setOfferFormKey] = useState(0);
  const data = result.data;
  const applications = data?.applications ?? [];

  return (
    <Stack gap="5" data-testid="console-application-section">
      <Stack gap="3">
        <Heading as="h3" size="md">
          申请
        </Heading>
        <ListQuery
          result={{ ...result, data: data ? { list: applications } : undefined }}
          onRetry={result.refetch}
          skeleton={{ rows: 2, height: '20' }}
          empty={{ title: '还没有申请', text: '学生在“申请递交”中加入申请后会显示在这里。' }}
        >
          {({ list }) => (
            <Stack gap="2">
              {list.map((application) => (
                <ConsoleApplication
                  key={`${application.id}:${application.state}:${application.history.length}`}
                  application={application}
                  onChanged={result.refetch}
                />
              ))}
            </Stack>
          )}
        </ListQuery>
      </Stack>
      {data && (
        <Stack gap="3">
          <Heading as="h3" size="md">
            录取Offer
          </Heading>
          {data.offers.map((offer) => (
            <Text key={offer.id} fontSize="sm" data-testid="console-offer">
              {offer.universityName} {offer.program} · 学费 {moneyText(offer.tuition)}/年 · 生活费{' '}
              {moneyText(offer.living)}/年 · 奖学金 {moneyText(offer.scholarship)}/年
            </Text>
          ))}
          {applications.length > 0 ? (
            <OfferForm
              key={offerFormKey}
              applications={applications.map((a) => ({
                id: a.id,
                label: `${a.universityName} ${a.program}`.trim(),
              }))}
              submit={consoleRecordOffer}
              onDone={() => {
                setOfferFormKey((k) => k + 1);
                result.refetch();
              }}
            />
          ) : (
            <Text fontSize="sm" color="fg.muted">
              学生还没有申请，暂不能录入Offer。
            </Text>
          )}
        </Stack>
      )}
      {data && (
        <Stack gap="3">
          <Heading as="h3" size="md">
            截止日期
          </Heading>
          {data.deadlines.length > 0 ? (
            <DeadlineList deadlines={data.deadlines} />
          ) : (
            <Text fontSize="sm" color="fg.muted">
              还没有截止日期。
            </Text>
          )}
          <DeadlineForm
            targets={deadlineTargets(data.selected)}
            submit={(body) => consoleAddDeadline({ ...body, studentId })}
            onDone={result.refetch}
          />
        </Stack>
      )}
    </Stack>
  );
}
