import { Badge, Box, Button, Checkbox, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { cnyText, moneyText, offerCosts, yearsText } from '@/components/journey/application/format';
import { OfferForm } from '@/components/journey/application/offer-form';
import { DialogShell } from '@/components/ui/dialog-shell';
import { ListQuery } from '@/components/ui/list-states';
import { APPLY_TEXT, type Offer, type Rate } from '@/contract/journey-apply';
import { useSessionSnapshot } from '@/lib/hydration';
import { useQuery } from '@/lib/use-query';

import { getSelected } from '../api/get-selected';
import { recordOffer } from '../api/record-offer';
import { loadOffersData, saveRatesCopy } from '../storage/offers-copy';
import { OfferCompare } from './offer-compare';
import { OfferEmailDialog } from './offer-email-dialog';
import { RatesEditor } from './rates-editor';

const COMPARE_MIN = 2;
const COMPARE_MAX = 4;

function OfferCard({
  offer,
  rates,
  picked,
  canPick,
  onPick,
  onEmail,
}: {
  offer: Offer;
  rates: readonly Rate[];
  picked: boolean;
  canPick: boolean;
  onPick: (on: boolean) => void;
  onEmail: () => void;
}) {
  const cost = offerCosts(offer, rates);
  return (
    <Box as="article" borderWidth="1px" rounded="lg" p="4" data-testid="offer-card">
      <Flex gap="3" align="flex-start">
        <Checkbox.Root
          checked={picked}
          disabled={!picked && !canPick}
          onCheckedChange={(e) => onPick(e.checked === true)}
          mt="1"
        >
          <Checkbox.HiddenInput aria-label={`对比 ${offer.universityName}`} />
          <Checkbox.Control />
        </Checkbox.Root>
        <Stack gap="1.5" flex="1" minW="0">
          <HStack gap="2" flexWrap="wrap">
            <Text fontWeight="semibold">{offer.universityName}</Text>
            {offer.qsRank !== null && <Badge size="sm">QS {offer.qsRank}</Badge>}
            <Badge size="sm" colorPalette={offer.conditional ? 'orange' : 'green'}>
              {offer.conditional ? '有条件录取' : '无条件录取'}
            </Badge>
          </HStack>
          <Text fontSize="sm">
            {[offer.program, offer.degree, yearsText(offer.durationMonths)].filter(Boolean).join(' · ')}
          </Text>
          <Text fontSize="sm">
            学费 {moneyText(offer.tuition)}/年 · 生活费 {moneyText(offer.living)}/年 · 奖学金{' '}
            {moneyText(offer.scholarship)}/年
          </Text>
          <Text fontSize="sm" color="fg.muted">
            净花费约 {cnyText(cost.netCny)}
            {offer.replyDeadline && ` · 回复截止 ${offer.replyDeadline}`}
          </Text>
          {offer.conditional && (
            <Text fontSize="sm" wordBreak="break-word">
              条件：{offer.conditions}
            </Text>
          )}
          <Text fontSize="xs" color="fg.muted">
            {offer.recordedByName}录入 · {offer.receivedAt.slice(0, 10)}
          </Text>
        </Stack>
        <Button size="xs" variant="outline" onClick={onEmail} flexShrink={0}>
          查看邮件
        </Button>
      </Flex>
    </Box>
  );
}

/** The student's 录入Offer dialog: their applications to pick from. */
function RecordOfferDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const selected = useQuery('application-selected', getSelected);
  const applications = (selected.data?.list ?? []).flatMap((row) =>
    row.application
      ? [{ id: row.application.id, label: `${row.universityName} ${row.application.program}`.trim() }]
      : [],
  );
  return (
    <DialogShell title="录入Offer" onClose={onClose} size="lg" mx="3" close bodyProps={{ pb: '6' }}>
      {selected.data && applications.length === 0 ? (
        <Text color="fg.muted">还没有申请：先在“申请递交”中加入申请。</Text>
      ) : selected.data ? (
        <OfferForm applications={applications} submit={recordOffer} onDone={onDone} />
      ) : (
        <Text color="fg.muted">{selected.error ?? '加载中…'}</Text>
      )}
    </DialogShell>
  );
}

/** 录取Offer (/personal?component=offers): offers, 对比 of 2-4 in CNY, 汇率, 录入Offer; readable offline. */
export function OffersPanel() {
  const userId = useSessionSnapshot().user?.id ?? '';
  const result = useQuery(`application-offers:${userId}`, (signal) => loadOffersData(userId, signal), {
    enabled: userId !== '',
  });
  const [picked, setPicked] = useState<string[]>([]);
  const [comparing, setComparing] = useState(false);
  const [showRates, setShowRates] = useState(false);
  const [recording, setRecording] = useState(false);
  const [email, setEmail] = useState<Offer | null>(null);
  const [rates, setRates] = useState<Rate[] | null>(null);
  const data = result.data;
  const offline = data?.offlineSavedAt != null;
  const currentRates = rates ?? data?.rates ?? [];
  const pickedOffers = (data?.offers ?? []).filter((o) => picked.includes(o.id));

  return (
    <Stack gap="4" data-testid="offers-panel">
      <Flex justify="space-between" align="center" gap="2" flexWrap="wrap">
        <Heading as="h2" size="lg">
          录取Offer
        </Heading>
        <HStack gap="2" flexWrap="wrap">
          <Button
            size="sm"
            colorPalette="brand"
            disabled={pickedOffers.length < COMPARE_MIN}
            onClick={() => setComparing((v) => !v)}
          >
            {comparing ? '收起对比' : `对比（${pickedOffers.length}）`}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setShowRates((v) => !v)}>
            汇率
          </Button>
          <Button size="sm" variant="outline" disabled={offline} onClick={() => setRecording(true)}>
            录入Offer
          </Button>
        </HStack>
      </Flex>
      {offline && data?.offlineSavedAt != null && (
        <Box
          bg="orange.subtle"
          rounded="md"
          px="3"
          py="2"
          fontSize="sm"
          role="status"
          data-testid="offline-note"
        >
          {APPLY_TEXT.OFFLINE_DATA}：当前离线，显示的是{' '}
          {new Date(data.offlineSavedAt).toLocaleString('zh-CN')} 保存的内容。
        </Box>
      )}
      <Text fontSize="sm" color="fg.muted">
        勾选 {COMPARE_MIN}-{COMPARE_MAX} 个Offer进行对比，费用按汇率折算为人民币。
      </Text>
      {showRates && (
        <RatesEditor
          rates={currentRates}
          disabled={offline}
          onChanged={(next) => {
            setRates(next.list);
            if (data) void saveRatesCopy(userId, data.offers, next.list);
          }}
        />
      )}
      {comparing && pickedOffers.length >= COMPARE_MIN && (
        <OfferCompare offers={pickedOffers} rates={currentRates} />
      )}
      <ListQuery
        result={{ ...result, data: data ? { list: data.offers } : undefined }}
        onRetry={result.refetch}
        skeleton={{ rows: 2, height: '28' }}
        empty={{ title: '还没有录取Offer', text: '收到录取后，你或顾问录入的Offer会显示在这里。' }}
      >
        {({ list }) => (
          <Stack gap="3">
            {list.map((offer) => (
              <OfferCard
                key={offer.id}
                offer={offer}
                rates={currentRates}
                picked={picked.includes(offer.id)}
                canPick={picked.length < COMPARE_MAX}
                onPick={(on) =>
                  setPicked((ids) => (on ? [...ids, offer.id] : ids.filter((id) => id !== offer.id)))
                }
                onEmail={() => setEmail(offer)}
              />
            ))}
          </Stack>
        )}
      </ListQuery>
      {email && <OfferEmailDialog offer={email} onClose={() => setEmail(null)} />}
      {recording && (
        <RecordOfferDialog
          onClose={() => setRecording(false)}
          onDone={() => {
            setRecording(false);
            result.refetch();
          }}
        />
      )}
    </Stack>
  );
}
