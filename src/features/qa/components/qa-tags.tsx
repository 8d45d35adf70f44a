import { HStack, Tag } from '@chakra-ui/react';

/** The asker's tags as chips (text only). */
export function QaTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <HStack gap="1.5" flexWrap="wrap" data-testid="qa-tags">
      {tags.map((tag) => (
        <Tag.Root key={tag} size="sm" variant="outline" colorPalette="gray">
          <Tag.Label>#{tag}</Tag.Label>
        </Tag.Root>
      ))}
    </HStack>
  );
}
