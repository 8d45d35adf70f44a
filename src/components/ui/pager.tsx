import { Button, HStack, Text } from '@chakra-ui/react';

/** 上一页 / 第 n / m 页 / 下一页: large targets that work with a thumb on a phone. */
export function Pager({
  page,
  total,
  pageSize,
  onChange,
}: {
  page: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <HStack justify="center" gap="3" py="4" aria-label="分页">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        上一页
      </Button>
      <Text fontSize="sm" color="fg.muted" minW="24" textAlign="center">
        第 {page} / {pages} 页
      </Text>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        下一页
      </Button>
    </HStack>
  );
}
