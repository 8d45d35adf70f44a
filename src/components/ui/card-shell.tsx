import { LinkBox, LinkOverlay, Text, type LinkBoxProps, type TextProps } from '@chakra-ui/react';
import { cloneElement, type ReactElement, type ReactNode } from 'react';

/**
 * The card of a list (an article, a school, an adviser, a question, ...): bordered and rounded on the page's
 * background, a shadow on hover; the whole card follows the link of its CardTitle. Any prop overrides.
 */
export function CardShell(props: LinkBoxProps) {
  return (
    <LinkBox
      as="article"
      bg="bg"
      borderWidth="1px"
      rounded="lg"
      p={{ base: '3', md: '4' }}
      _hover={{ shadow: 'md' }}
      {...props}
    />
  );
}

/**
 * A card's title in bold, inside `link` (a router Link without children), which covers the whole card.
 * The props style the title's text.
 */
export function CardTitle({
  link,
  children,
  ...text
}: TextProps & { link: ReactElement<{ children?: ReactNode }> }) {
  return (
    <LinkOverlay asChild>
      {cloneElement(
        link,
        undefined,
        <Text fontWeight="semibold" {...text}>
          {children}
        </Text>,
      )}
    </LinkOverlay>
  );
}
