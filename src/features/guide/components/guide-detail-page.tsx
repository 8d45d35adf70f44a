import { Badge, Box, Container, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

import { ArticleBody } from '@/components/ui/article-body';
import { ErrorState, ListSkeleton } from '@/components/ui/list-states';
import {
  GUIDE_NOT_FOUND_MESSAGE,
  GUIDE_SECTIONS,
  type GuideDetail,
  type GuideSection,
} from '@/contract/guide';
import { guideArticleQuery } from '@/features/guide/api/get-guide-detail';
import { factsYearText } from '@/features/guide/components/guide-date';
import { formatDate } from '@/lib/format';
import { GuideLink } from '@/features/guide/components/guide-link';
import { useSectionNames } from '@/features/guide/components/guide-names';
import { GuideSources } from '@/features/guide/components/guide-sources';
import { useNotFoundStatus, useSubjectTitle } from '@/lib/route-meta';
import { useQuery } from '@/lib/use-query';

function BackLink({ section }: { section: GuideSection }) {
  const meta = GUIDE_SECTIONS[section];
  return (
    <ChakraLink asChild color="brand.fg" fontWeight="medium" fontSize="sm">
      <Link to={meta.path}>← 返回{meta.name}</Link>
    </ChakraLink>
  );
}

function NotFound({ section }: { section: GuideSection }) {
  return (
    <Box textAlign="center" py="16" px="4" bg="bg" rounded="lg" borderWidth="1px" data-testid="not-found">
      <Text fontWeight="semibold" fontSize="lg">
        {GUIDE_NOT_FOUND_MESSAGE}
      </Text>
      <Text color="fg.muted" mt="2" mb="4">
        这篇文章可能已被移除，或链接有误。
      </Text>
      <BackLink section={section} />
    </Box>
  );
}

function Related({ items }: { items: GuideDetail['related'] }) {
  if (items.length === 0) return null;
  return (
    <Box as="nav" aria-labelledby="guide-related-title" data-testid="guide-related">
      <Heading as="h2" size="md" id="guide-related-title" mb="3">
        相关文章
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none">
        {items.map((item) => (
          <Box as="li" key={item.id} bg="bg" borderWidth="1px" rounded="md" px="4" py="3">
            <ChakraLink asChild color="brand.fg" fontWeight="medium" wordBreak="break-word">
              <GuideLink section={item.section} id={item.id}>
                {item.title}
              </GuideLink>
            </ChakraLink>
            <Text fontSize="xs" color="fg.muted" mt="1">
              {factsYearText(item.factsYear)}
            </Text>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

/** One guide article: body as text, its official sources and related articles. */
export function GuideDetailPage({ section, id }: { section: GuideSection; id: string }) {
  const query = guideArticleQuery(section, id);
  const result = useQuery(query.key, query.fetch);
  const article = result.data;
  const names = useSectionNames(section);
  useSubjectTitle(article?.title);
  useNotFoundStatus(article === null);
  const badge = article ? names.badgeOf(article) : null;
  return (
    <Container maxW="4xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
      <Stack gap="4">
        <Box>
          <BackLink section={section} />
        </Box>
        {result.error && article === undefined ? (
          <ErrorState message={result.error} offline={result.offline} onRetry={result.refetch} />
        ) : article === undefined ? (
          <ListSkeleton rows={3} height="32" />
        ) : article === null ? (
          <NotFound section={section} />
        ) : (
          <Stack gap="5">
            <Box as="article" bg="bg" borderWidth="1px" rounded="xl" p={{ base: '4', md: '8' }} minW="0">
              <Stack gap="5">
                <Stack gap="3">
                  <Heading as="h1" size={{ base: 'xl', md: '3xl' }} lineHeight="short" wordBreak="break-word">
                    {article.title}
                  </Heading>
                  <HStack gap="3" fontSize="sm" color="fg.muted" flexWrap="wrap">
                    <Badge variant="outline" colorPalette="brand">
                      {GUIDE_SECTIONS[section].name}
                    </Badge>
                    {badge && (
                      <Badge variant="subtle" colorPalette="brand">
                        {badge}
                      </Badge>
                    )}
                    <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
                    <Text>{factsYearText(article.factsYear)}</Text>
                  </HStack>
                  <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} wordBreak="break-word">
                    {article.summary}
                  </Text>
                </Stack>
                <ArticleBody blocks={article.body} testId="guide-body" />
                <GuideSources sources={article.sources} />
              </Stack>
            </Box>
            <Related items={article.related} />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
