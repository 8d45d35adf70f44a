/**
 * A person's picture, or their initial while it loads, when it fails or when there is none: Chakra's avatar
 * recipe (its sizes, shapes and colour palettes: the look of Chakra's Avatar) on two plain elements.
 *
 * Chakra's Avatar runs a state machine (zag) and a MutationObserver per avatar to follow its image; a list of
 * posts, replies or conversations paid for twenty of them in the render that first shows the page, and again at
 * each update (/circle's first render). The image's state is one `useState` here: the initial shows
 * until the image has loaded, and again if it fails; a new address starts over.
 */
import { chakra, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import { useState } from 'react';

export type PersonAvatarSize = '2xs' | 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl';

export interface PersonAvatarProps extends Omit<HTMLChakraProps<'span'>, 'children'> {
  /** Whose avatar: the initial is made from it, as Chakra's Avatar.Fallback does. */
  name: string;
  /** The picture's address; none: the initial only. */
  src?: string | null;
  /** The initial's text when it is not the name's (default: first letters of the first and last words). */
  initial?: string;
  size?: PersonAvatarSize;
}

/** Chakra's Avatar.Fallback initials: the first letters of the first and the last word, or of the only one. */
export function initialsOf(name: string): string {
  const words = name.trim().split(' ');
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  return first && last ? `${first.charAt(0)}${last.charAt(0)}` : first.charAt(0);
}

/** Colour palettes for people without a picture: the same person always gets the same one. */
const PERSON_PALETTES = ['blue', 'green', 'orange', 'purple', 'pink', 'teal', 'cyan', 'red'] as const;

/** A person's palette from a stable key (their user id): 小李, 小张 and 小赵 no longer look alike. */
export function personPalette(key: string): (typeof PERSON_PALETTES)[number] {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return PERSON_PALETTES[hash % PERSON_PALETTES.length] ?? 'blue';
}

/** Chinese nicknames' common opening characters, which tell nobody apart. */
const COMMON_OPENINGS = new Set(['小', '老', '阿', '大']);

/** The one character a person's avatar shows: the name's first, or its second after 小/老/阿/大 (小李: 李). */
export function personInitial(name: string): string {
  const chars = [...name.trim()];
  const [first = '', second] = chars;
  return second !== undefined && COMMON_OPENINGS.has(first) ? second : first;
}

export function PersonAvatar({ name, src, initial, size = 'md', ...rest }: PersonAvatarProps) {
  const recipe = useSlotRecipe({ key: 'avatar' });
  const styles = recipe({ size });
  // the address whose image has loaded: another address shows the initial until its own image has
  const [loaded, setLoaded] = useState<string | null>(null);
  const shown = Boolean(src) && loaded === src;
  return (
    <chakra.span css={styles.root} data-scope="avatar" data-part="root" {...rest}>
      <chakra.span css={styles.fallback} data-scope="avatar" data-part="fallback" hidden={shown}>
        {initial ?? initialsOf(name)}
      </chakra.span>
      {src ? (
        <chakra.img
          key={src}
          css={styles.image}
          data-scope="avatar"
          data-part="image"
          src={src}
          alt=""
          draggable={false}
          referrerPolicy="no-referrer"
          hidden={!shown}
          onLoad={() => setLoaded(src)}
          onError={() => setLoaded((current) => (current === src ? null : current))}
        />
      ) : null}
    </chakra.span>
  );
}
