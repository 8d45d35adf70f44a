/**
 * A time shown in the reader's clock and time zone ("2小时前", "11-20"), which the server's render cannot know:
 * the page's text stands while hydrating (no mismatch is reported for it), and the element is drawn anew once
 * hydrated, with this browser's value.
 */
import { useHydrated } from '@/lib/hydration';

export function LocalTime({ iso, format }: { iso: string; format: (iso: string) => string }) {
  const hydrated = useHydrated();
  return (
    <time key={hydrated ? 'browser' : 'page'} dateTime={iso} suppressHydrationWarning>
      {format(iso)}
    </time>
  );
}
