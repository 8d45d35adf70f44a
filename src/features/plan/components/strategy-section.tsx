import { Badge, Box, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';

import { ListQuery } from '@/components/ui/list-states';
import { TitledSection } from '@/components/ui/titled-section';
import { Pager } from '@/components/ui/pager';
import { MATCHING_STATES } from '@/contract/ai';
import { STRATEGY_TIERS, type StrategyItem } from '@/contract/journey-plan';
import { useQuery } from '@/lib/use-query';

import { getStrategy } from '../api/get-strategy';

const PAGE_SIZE = 30;
const PALETTE: Record<string, string> = { red: 'red', amber: 'orange', blue: 'blue' };

function StrategyRow({ item }: { item: StrategyItem }) {
  return (
    <Box borderWidth="1px" rounded="md" p="3" data-testid="strategy-item">
      <HStack gap="2" flexWrap="wrap">
        <ChakraLink asChild fontWeight="semibold" color="brand.600">
          <Link to="/school/detail" search={{ id: item.universityId }}>
            {item.nameCn}
          </Link>
        </ChakraLink>
        {item.qsRank && (
          <Badge variant="subtle" colorPalette="gray">
            QS {item.qsRank}
          </Badge>
        )}
        {item.country && (
          <Text fontSize="sm" color="fg.muted">
            {item.country}
          </Text>
        )}
      </HStack>
      {item.nameEn && (
        <Text fontSize="xs" color="fg.muted">
          {item.nameEn}
        </Text>
      )}
      {item.reason && (
        <Text mt="1.5" fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
          {item.reason}
        </Text>
      )}
      <Text mt="1" fontSize="xs" color="fg.muted">
        {item.author.name} · {new Date(item.createdAt).toLocaleDateString('zh-CN')}
      </Text>
    </Box>
  );
}

/** 选校策略: the adviser's schools grouped by tier (冲刺, 匹配, 保底), each with its reason. */
export function StrategySection({ studentId, refreshKey = 0 }: { studentId?: string; refreshKey?: number }) {
  const [page, setPage] = useState(1);
  const result = useQuery(`plan-strategy:${studentId ?? 'me'}:${refreshKey}:${page}`, (signal) =>
    getStrategy({ pageIndex: page, pageSize: PAGE_SIZE, studentId }, signal),
  );
  return (
    <TitledSection title="选校策略" testId="plan-strategy">
      <ListQuery
        result={result}
        skeleton={{ rows: 2, height: '20' }}
        empty={{
          title: '还没有选校策略',
          text: '顾问为你定下冲刺、匹配、保底的学校后，会连同理由显示在这里。',
        }}
      >
        {(data) => (
          <Stack gap="4" opacity={result.loading ? 0.6 : 1}>
            {STRATEGY_TIERS.map((tier) => {
              const items = data.list.filter((item) => item.tier === tier);
              if (items.length === 0) return null;
              const state = MATCHING_STATES[tier];
              return (
                <Stack key={tier} gap="2" data-testid={`strategy-tier-${tier}`}>
                  <HStack>
                    <Badge colorPalette={PALETTE[state.color] ?? 'gray'} size="lg">
                      {state.name}
                    </Badge>
                    <Text fontSize="sm" color="fg.muted">
                      {items.length} 所
                    </Text>
                  </HStack>
                  {items.map((item) => (
                    <StrategyRow key={item.id} item={item} />
                  ))}
                </Stack>
              );
            })}
            <Pager page={page} total={data.total} pageSize={PAGE_SIZE} onChange={setPage} />
          </Stack>
        )}
      </ListQuery>
    </TitledSection>
  );
}
