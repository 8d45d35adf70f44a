import { Flex } from '@chakra-ui/react';

const PALETTE = ['#1f5eff', '#0f766e', '#b45309', '#7c3aed', '#be123c', '#0369a1', '#4d7c0f', '#9d174d'];

function hue(text: string): string {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return PALETTE[h % PALETTE.length] ?? PALETTE[0]!;
}

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
      bg={hue(name)}
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
