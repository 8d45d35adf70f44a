import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

import { ErrorState, ListSkeleton } from '@/components/ui/list-states';
import { qaCategoryName } from '@/contract/qa';
import { getQaDetail } from '@/features/qa/api/get-qa-detail';
import { QaAuthorLine } from '@/features/qa/components/qa-author';
import { useSubjectTitle } from '@/lib/route-meta';
import { useQuery } from '@/lib/use-query';

/** Stored text as text: React escapes it, line breaks are kept by CSS. */
function PlainText({ text }: { text: string }) {
  return (
    <Text whiteSpace="pre-wrap" lineHeight="tall" wordBreak="break-word">
      {text}
    </Text>
  );
}

/** /qa/detail?id=: one question and its answers, oldest first. */
export function QaDetailPage({ id }: { id: string }) {
  const result = useQuery(id, (signal) => getQaDetail(id, signal));
  const question = result.data;
  useSubjectTitle(question?.title);
  return (
    <Stack gap="4">
      <Text fontSize="sm" color="brand.fg" fontWeight="medium">
        <Link to="/qa">← 返回问答列表</Link>
      </Text>
      {result.error && !question ? (
        <ErrorState message={result.error} offline={result.offline} onRetry={result.refetch} />
      ) : !question ? (
        <ListSkeleton rows={3} height="24" />
      ) : (
        <Stack gap="4">
          <Box as="article" bg="bg" borderWidth="1px" rounded="xl" p={{ base: '4', md: '6' }}>
            <Stack gap="3">
              <Heading as="h1" size={{ base: 'lg', md: '2xl' }} lineHeight="short">
                {question.title}
              </Heading>
              <QaAuthorLine author={question.author} time={question.createTime} />
              <PlainText text={question.content} />
              <HStack gap="3" fontSize="xs" color="fg.muted">
                <Badge variant="subtle" colorPalette="brand">
                  {qaCategoryName(question.category)}
                </Badge>
                <Text>{question.likeCount} 赞</Text>
              </HStack>
            </Stack>
          </Box>
          <Heading as="h2" size="md">
            {question.replies.length} 个回答
          </Heading>
          <Stack gap="3" data-testid="qa-replies">
            {question.replies.map((reply) => (
              <Box
                key={reply.id}
                bg="bg"
                borderWidth="1px"
                rounded="lg"
                p={{ base: '3', md: '5' }}
                data-testid="qa-reply"
              >
                <Stack gap="2">
                  <QaAuthorLine author={reply.author} time={reply.createTime} />
                  <PlainText text={reply.content} />
                  <Text fontSize="xs" color="fg.muted">
                    {reply.likeCount} 赞
                  </Text>
                </Stack>
              </Box>
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
