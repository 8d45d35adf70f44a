import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

import { ArticleBody } from '@/components/ui/article-body';
import { ErrorState, ListSkeleton } from '@/components/ui/list-states';
import { newsCategoryName } from '@/contract/news';
import { getNewsDetail } from '@/features/news/api/get-news-detail';
import { NewsCover } from '@/features/news/components/news-cover';
import { formatDate } from '@/lib/format';
import { useSubjectTitle } from '@/lib/route-meta';
import { useQuery } from '@/lib/use-query';

function BackLink() {
  return (
    <Text fontSize="sm" color="brand.fg" fontWeight="medium">
      <Link to="/news">← 返回资讯列表</Link>
    </Text>
  );
}

/** /news/detail?id=: one article, its cover and its body as text. */
export function NewsDetailPage({ id }: { id: string }) {
  const result = useQuery(id, (signal) => getNewsDetail(id, signal));
  const article = result.data;
  useSubjectTitle(article?.title);
  return (
    <Stack gap="4">
      <BackLink />
      {result.error && !article ? (
        <ErrorState message={result.error} offline={result.offline} onRetry={result.refetch} />
      ) : !article ? (
        <ListSkeleton rows={3} height="32" />
      ) : (
        <Box as="article" bg="bg" borderWidth="1px" rounded="xl" overflow="hidden">
          <NewsCover cover={article.cover} w="full" aspectRatio={{ base: '16 / 9', md: '2 / 1' }} />
          <Stack gap="5" p={{ base: '4', md: '8' }}>
            <Stack gap="3">
              <Heading as="h1" size={{ base: 'xl', md: '3xl' }} lineHeight="short">
                {article.title}
              </Heading>
              <HStack gap="3" fontSize="sm" color="fg.muted">
                <Badge variant="subtle" colorPalette="brand">
                  {newsCategoryName(article.category)}
                </Badge>
                <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
              </HStack>
              <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
                {article.summary}
              </Text>
            </Stack>
            <ArticleBody blocks={article.body} testId="news-body" />
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
