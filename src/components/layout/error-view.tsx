import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

const ERRORS = {
  401: { title: '未登录或登录已过期', text: '请登录后再访问该页面。' },
  403: { title: '无访问权限', text: '您没有访问该页面的权限，如有疑问请联系在线客服。' },
  404: { title: '页面不存在', text: '您访问的页面不存在或已被移除，请检查网址是否正确。' },
  500: { title: '服务器异常', text: '服务器开小差了，请稍后再试。' },
} as const;

export type ErrorStatus = keyof typeof ERRORS;

/** Error pages 401, 403, 404 and 500. */
export function ErrorView({ status }: { status: ErrorStatus }) {
  const info = ERRORS[status];
  return (
    <Stack
      align="center"
      justify="center"
      textAlign="center"
      py="20"
      px="6"
      gap="4"
      data-testid={`error-${status}`}
    >
      <Text fontSize={{ base: '6xl', md: '8xl' }} fontWeight="bold" color="brand.solid" lineHeight="1">
        {status}
      </Text>
      <Heading as="h1" size="xl">
        {info.title}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {info.text}
      </Text>
      <HStack gap="3">
        <Button asChild colorPalette="brand">
          <Link to="/">返回首页</Link>
        </Button>
        {status === 401 && (
          <Button asChild variant="outline">
            <Link to="/login">去登录</Link>
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
