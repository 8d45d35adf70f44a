import { Box, Button, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

/** 加载更多 at the end of a cursor list; it also loads by itself when it scrolls into view. */
export function LoadMore({
  hasMore,
  loading,
  error,
  onMore,
}: {
  hasMore: boolean;
  loading: boolean;
  error: string | null;
  onMore: () => void;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  useEffect(() => {
    more.current = onMore;
  });
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || error || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((seen) => {
      if (seen.some((entry) => entry.isIntersecting)) more.current();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, error]);
  if (!hasMore) return null;
  return (
    <Box ref={sentinel} textAlign="center" py="3">
      {error && (
        <Text fontSize="sm" color="fg.error" mb="2">
          {error}
        </Text>
      )}
      <Button variant="outline" size="sm" loading={loading} onClick={onMore}>
        加载更多
      </Button>
    </Box>
  );
}
