import { Box, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import {
  cnyText,
  moneyText,
  offerCosts,
  yearsText,
  type OfferCosts,
} from '@/components/journey/application/format';
import type { Offer, Rate } from '@/contract/journey-apply';

/**
 * 对比: 2-4 offers side by side. Tuition and living cost per year in their currency and in CNY (the rate and
 * its date under the table), the total for the duration, the scholarship (per year), the net cost, the
 * duration, the QS rank and whether the offer is conditional.
 */
export function OfferCompare({ offers, rates }: { offers: readonly Offer[]; rates: readonly Rate[] }) {
  const columns = offers.map((offer) => ({ offer, cost: offerCosts(offer, rates) }));
  const currencies = [
    ...new Set(offers.flatMap((o) => [o.tuition.currency, o.living.currency, o.scholarship.currency])),
  ].filter((c) => c !== 'CNY');
  const row = (label: string, cell: (offer: Offer, cost: OfferCosts) => ReactNode, testId?: string) => (
    <Table.Row data-testid={testId}>
      <Table.ColumnHeader scope="row" whiteSpace="nowrap">
        {label}
      </Table.ColumnHeader>
      {columns.map(({ offer, cost }) => (
        <Table.Cell key={offer.id}>{cell(offer, cost)}</Table.Cell>
      ))}
    </Table.Row>
  );
  const pair = (money: Offer['tuition'], cny: number | null) => (
    <>
      <Text>{moneyText(money)}</Text>
      <Text fontSize="xs" color="fg.muted">
        ≈ {cnyText(cny)}
      </Text>
    </>
  );
  return (
    <Box data-testid="offer-compare">
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>项目</Table.ColumnHeader>
              {offers.map((offer) => (
                <Table.ColumnHeader key={offer.id} minW="36">
                  {offer.universityName}
                  <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                    {offer.program}
                  </Text>
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {row('学费/年', (o, c) => pair(o.tuition, c.tuitionCny), 'compare-tuition')}
            {row('生活费/年', (o, c) => pair(o.living, c.livingCny), 'compare-living')}
            {row('学制', (o) => yearsText(o.durationMonths))}
            {row('总花费', (_o, c) => cnyText(c.totalCny), 'compare-total')}
            {row('奖学金/年', (o, c) => pair(o.scholarship, c.scholarshipCny))}
            {row(
              '净花费',
              (_o, c) => (
                <Text fontWeight="semibold">{cnyText(c.netCny)}</Text>
              ),
              'compare-net',
            )}
            {row('QS排名', (o) => o.qsRank ?? '—')}
            {row('录取类型', (o) => (o.conditional ? `有条件：${o.conditions}` : '无条件'))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Text fontSize="xs" color="fg.muted" mt="2" data-testid="compare-rates">
        汇率：
        {currencies
          .map((currency) => {
            const rate = rates.find((r) => r.currency === currency);
            return rate
              ? `1 ${currency} = ${rate.rateToCny} 元（${rate.asOf}${rate.mine ? '，自定义' : ''}）`
              : `${currency} 无汇率`;
          })
          .join('；')}
        。总花费 = (学费 + 生活费) × 学制年数；净花费 = 总花费 − 奖学金 × 学制年数。
      </Text>
    </Box>
  );
}
