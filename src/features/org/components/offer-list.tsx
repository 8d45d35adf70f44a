import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { ListQuery } from '@/components/ui/list-states';
import { Pager } from '@/components/ui/pager';
import { getOffers } from '@/features/org/api/get-offers';
import { countryName, intentionName } from '@/features/org/components/org-labels';
import { useQuery } from '@/lib/use-query';

const PAGE_SIZE = 8;

/** Offers of an organization or a counselor, newest year first, paged in place. */
export function OfferList({ orgId, adviserId }: { orgId?: string; adviserId?: string }) {
  const [page, setPage] = useState(1);
  const result = useQuery(`offers:${orgId ?? ''}:${adviserId ?? ''}:${page}`, (signal) =>
    getOffers({ orgId, adviserId, pageIndex: page, pageSize: PAGE_SIZE }, signal),
  );
  return (
    <ListQuery
      result={result}
      skeleton={{ rows: 3, height: '14' }}
      empty={{ title: '暂无录取记录', text: '平台上还没有记录到录取。' }}
    >
      {(data) => (
        <Box>
          <Stack gap="2" data-testid="offer-list">
            {data.list.map((offer) => (
              <HStack
                key={offer.id}
                justify="space-between"
                align="flex-start"
                p="3"
                borderWidth="1px"
                rounded="md"
                bg="bg"
                gap="2"
              >
                <Stack gap="0.5" minW="0">
                  <Text fontWeight="semibold" lineClamp={1}>
                    {offer.universityNameCn ?? '院校已下线'}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" lineClamp={1}>
                    {offer.majorName} · {intentionName(offer.degree)} · {offer.studentAlias}
                    {offer.adviserNameCn && !adviserId ? ` · ${offer.adviserNameCn}` : ''}
                  </Text>
                </Stack>
                <Stack gap="1" align="flex-end" flexShrink={0}>
                  <Badge colorPalette="green">{offer.year}</Badge>
                  <Text fontSize="xs" color="fg.muted">
                    {countryName(offer.countryCode)}
                  </Text>
                </Stack>
              </HStack>
            ))}
          </Stack>
          {data.list.some((offer) => offer.isDemo) && (
            <Text fontSize="xs" color="fg.muted" mt="2">
              以上为演示数据。
            </Text>
          )}
          <Pager page={page} total={data.total} pageSize={PAGE_SIZE} onChange={setPage} />
        </Box>
      )}
    </ListQuery>
  );
}
