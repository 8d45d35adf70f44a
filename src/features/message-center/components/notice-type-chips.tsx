import { Badge, Button, HStack } from '@chakra-ui/react';
import { useSnapshot } from 'valtio';

import { NOTICE_TYPE_NAMES, NOTICE_TYPES } from '@/contract/chat';
import type { NoticeType } from '@/contract/code-tables';
import { MESSAGE_CENTER_TEXT } from '@/contract/ui-text';
import { formatBadge, unread, unreadNoticeTotal } from '@/lib/unread';

/** 全部 and the six notice types (SPEC section 3), each with its unread count; one row that scrolls on phones. */
export function NoticeTypeChips({
  type,
  onChange,
}: {
  type: NoticeType | undefined;
  onChange: (type: NoticeType | undefined) => void;
}) {
  const counts = useSnapshot(unread);
  const chips: { code: NoticeType | undefined; label: string; count: number }[] = [
    { code: undefined, label: MESSAGE_CENTER_TEXT.allTypes, count: unreadNoticeTotal(counts) },
    ...NOTICE_TYPES.map((code) => ({
      code,
      label: NOTICE_TYPE_NAMES[code],
      count: counts.notices[String(code)] ?? 0,
    })),
  ];
  return (
    <HStack
      gap="2"
      overflowX="auto"
      flexWrap={{ base: 'nowrap', md: 'wrap' }}
      pb="1"
      role="group"
      aria-label={MESSAGE_CENTER_TEXT.noticeTypes}
      data-testid="notice-types"
    >
      {chips.map((chip) => {
        const active = chip.code === type;
        const badge = formatBadge(chip.count);
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
