import { Button } from '@chakra-ui/react';

/** A toggle with its count (赞 / 已赞, 收藏 / 已收藏): pressed while on. */
export function ReactionButton({
  on,
  label,
  onLabel,
  count,
  onToggle,
  testId,
}: {
  on: boolean;
  label: string;
  onLabel: string;
  count: number;
  onToggle: () => void;
  testId: string;
}) {
  return (
    <Button
      size="xs"
      variant={on ? 'subtle' : 'outline'}
      colorPalette={on ? 'brand' : 'gray'}
      aria-pressed={on}
      onClick={onToggle}
      data-testid={testId}
    >
      {on ? onLabel : label} {count}
    </Button>
  );
}
