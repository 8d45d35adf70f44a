import { Badge, Box, Button, HStack } from '@chakra-ui/react';

import { SCROLL_HINT_CSS, useScrollHint } from '@/components/ui/scroll-hint';
import { formatBadge } from '@/lib/unread';

export interface FilterChip<T> {
  code: T;
  label: string;
  /** An unread count shown as a red badge (99+ above the cap); nothing at 0. */
  count?: number;
}

/**
 * One row of filter chips (全部 and the codes of a list: news categories, notice types), the active one solid;
 * it scrolls sideways on phones and wraps from md up.
 */
export function FilterChips<T>({
  chips,
  value,
  onChange,
  label,
  testId,
}: {
  chips: readonly FilterChip<T>[];
  value: T;
  onChange: (code: T) => void;
  /** The group's accessible name. */
  label: string;
  testId: string;
}) {
  const scrollHint = useScrollHint<HTMLDivElement>();
  return (
    <HStack
      ref={scrollHint}
      css={SCROLL_HINT_CSS}
      gap="2"
      overflowX="auto"
      flexWrap={{ base: 'nowrap', md: 'wrap' }}
      pb="1"
      role="group"
      aria-label={label}
      data-testid={testId}
    >
      {chips.map((chip) => {
        const active = chip.code === value;
        const badge = formatBadge(chip.count ?? 0);
        return (
          <Button
            key={chip.label}
            size="sm"
            rounded="full"
            flexShrink={0}
            colorPalette="brand"
            variant={active ? 'solid' : 'outline'}
            aria-pressed={active}
            onClick={() => onChange(chip.code)}
          >
            {chip.label}
            {badge && (
              <Badge colorPalette="red" variant="solid" rounded="full" fontSize="2xs" px="1.5">
                {badge}
              </Badge>
            )}
          </Button>
        );
      })}
    </HStack>
  );
}

/**
 * The space of one row of FilterChips (a chip of size sm, 32 px, and the row's 4 px scroll padding), held
 * while the chips' data loads so the list below does not move when they come (CLS).
 */
export function FilterChipsPlaceholder() {
  return <Box h="9" aria-hidden="true" data-testid="filter-chips-placeholder" />;
}
