import { Box, Button, Heading, HStack, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

import { ErrorState, ListSkeleton } from '@/components/ui/list-states';
import { PersonAvatar } from '@/components/ui/person-avatar';
import type { AdviserCard } from '@/contract/journey-plan';
import { APP_EVENTS, emitAppEvent, type OpenChatDetail } from '@/lib/events';
import { useQuery } from '@/lib/use-query';

import { getAdvisers } from '../api/get-advisers';

function AdviserItem({ adviser }: { adviser: AdviserCard }) {
  return (
    <Box as="article" borderWidth="1px" rounded="lg" p="4" bg="bg" data-testid="my-adviser">
      <HStack gap="3" align="flex-start">
        <PersonAvatar size="lg" colorPalette="brand" name={adviser.name} src={adviser.avatar} />
        <Stack gap="1" minW="0" flex="1">
          <Text fontWeight="semibold" data-testid="my-adviser-name">
            {adviser.name}
          </Text>
          {adviser.title && (
            <Text fontSize="sm" color="fg.muted">
              {adviser.title}
            </Text>
          )}
          {adviser.organization && (
            <Text fontSize="sm" color="fg.muted" lineClamp={1}>
              {adviser.organization}
            </Text>
          )}
          <Text fontSize="xs" color="fg.muted">
            自 <time dateTime={adviser.since}>{new Date(adviser.since).toLocaleDateString('zh-CN')}</time>{' '}
            起为你服务
          </Text>
        </Stack>
        {adviser.chatAccountId && (
          <Button
            size="sm"
            colorPalette="brand"
            flexShrink={0}
            onClick={() => {
              if (adviser.chatAccountId)
                emitAppEvent<OpenChatDetail>(APP_EVENTS.OPEN_CHAT, { friendId: adviser.chatAccountId });
            }}
          >
            发消息
          </Button>
        )}
      </HStack>
    </Box>
  );
}

/** 我的顾问 (/personal?component=advisers): the advisers who serve the student, with 发消息. */
export function MyAdvisers() {
  const result = useQuery('my-advisers', (signal) => getAdvisers(signal));
  return (
    <Stack gap="4" data-testid="my-advisers">
      <Heading as="h2" size="lg">
        我的顾问
      </Heading>
      {result.error && !result.data ? (
        <ErrorState message={result.error} offline={result.offline} onRetry={result.refetch} />
      ) : !result.data ? (
        <ListSkeleton rows={2} height="20" />
      ) : result.data.length === 0 ? (
        <Box textAlign="center" py="12" px="4" rounded="lg" borderWidth="1px" data-testid="empty-state">
          <Text fontWeight="semibold" fontSize="lg">
            还没有为你服务的顾问
          </Text>
          <Text color="fg.muted" mt="2">
            开通会员服务，或在顾问列表中找到心仪的顾问并发起咨询；顾问开始为你安排任务或规划后，会显示在这里。
          </Text>
          <HStack justify="center" mt="4" gap="3" flexWrap="wrap">
            <Button asChild colorPalette="brand" size="sm">
              <Link to="/personal" search={{ component: 'membership' }}>
                开通会员服务
              </Link>
            </Button>
            <ChakraLink asChild color="brand.600" fontSize="sm">
              <Link to="/counselor/list">浏览顾问</Link>
            </ChakraLink>
          </HStack>
        </Box>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {result.data.map((adviser) => (
            <AdviserItem key={adviser.adviserId} adviser={adviser} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
