import { Heading, List, Stack, Text } from '@chakra-ui/react';

import type { NewsBlockItem } from '@/contract/news';

/**
 * An article body (news, guides): headings, paragraphs and lists as React text nodes. Nothing is parsed as
 * HTML, so a body that contains markup shows the markup as text and no script can run.
 */
export function ArticleBody({
  blocks,
  testId = 'article-body',
}: {
  blocks: readonly NewsBlockItem[];
  testId?: string;
}) {
  return (
    <Stack
      gap="4"
      data-testid={testId}
      fontSize={{ base: 'md', md: 'lg' }}
      lineHeight="tall"
      wordBreak="break-word"
    >
      {blocks.map((block, index) => {
        if (block.type === 'h2')
          return (
            <Heading key={index} as="h2" size={{ base: 'lg', md: 'xl' }} mt="2">
              {block.text}
            </Heading>
          );
        if (block.type === 'p') return <Text key={index}>{block.text}</Text>;
        return (
          <List.Root key={index} as="ul" ps="5" gap="2">
            {block.items.map((item, i) => (
              <List.Item key={i}>{item}</List.Item>
            ))}
          </List.Root>
        );
      })}
    </Stack>
  );
}
