import { Flex } from '@chakra-ui/react';

import { logoColour } from '@/contract/catalog';

/** Logo placeholder generated from the university's initials: nothing is fetched from elsewhere. */
export function UniversityLogo({
  text,
  name,
  size = 14,
}: {
  text: string;
  name: string;
  size?: number | { base: number; md: number };
}) {
  return (
    <Flex
      role="img"
      aria-label={`${name} 标志`}
      w={size}
      h={size}
      flexShrink={0}
      rounded="xl"
      bg={logoColour(name)}
      color="white"
      fontWeight="bold"
      fontSize={text.length > 2 ? 'sm' : 'lg'}
      align="center"
      justify="center"
      letterSpacing="tight"
    >
      {text}
    </Flex>
  );
}
