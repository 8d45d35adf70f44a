import { useSnapshot } from 'valtio';

import { FilterChips, type FilterChip } from '@/components/ui/filter-chips';
import { NOTICE_TYPE_NAMES, NOTICE_TYPES } from '@/contract/chat';
import type { NoticeType } from '@/contract/code-tables';
import { MESSAGE_CENTER_TEXT } from '@/contract/ui-text';
import { unread, unreadNoticeTotal } from '@/lib/unread';

/** 全部 and the six notice types (SPEC section 3), each with its unread count; one row that scrolls on phones. */
export function NoticeTypeChips({
  type,
  onChange,
}: {
  type: NoticeType | undefined;
  onChange: (type: NoticeType | undefined) => void;
}) {
  const counts = useSnapshot(unread);
  const chips: FilterChip<NoticeType | undefined>[] = [
    { code: undefined, label: MESSAGE_CENTER_TEXT.allTypes, count: unreadNoticeTotal(counts) },
    ...NOTICE_TYPES.map((code) => ({
      code,
      label: NOTICE_TYPE_NAMES[code],
      count: counts.notices[String(code)] ?? 0,
    })),
  ];
  return (
    <FilterChips
      chips={chips}
      value={type}
      onChange={onChange}
      label={MESSAGE_CENTER_TEXT.noticeTypes}
      testId="notice-types"
    />
  );
}
