import { Card, Flex, Heading, HStack, Link as ChakraLink, Stack, Tabs, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';

import { CapIcon } from '@/components/ui/icons';
import { SITE } from '@/contract/limits';
import { loginReason } from '@/contract/routes';
import { LoginForm } from '@/features/auth/components/login-form';
import { LOGIN_MODES, MODE_LABEL, type LoginMode } from '@/features/auth/state/login-rules';

/** Only a same-site path may be a redirect target. */
export function safeRedirect(target: string | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/login'))
    return '/';
  return target;
}

/**
 * Login page outside the main layout: sms login, password login with captcha, register, reset by sms. Its
 * `name` says why the visitor was sent here (loginReason); after the login it goes on to `redirect`.
 */
export function LoginPage({ mode, redirect, name }: { mode: LoginMode; redirect?: string; name?: string }) {
  const reason = loginReason(name);
  const navigate = useNavigate();
  const setMode = (next: LoginMode) => {
    void navigate({
      to: '/login',
      search: (prev) => ({ ...prev, mode: next === 'sms' ? undefined : next }),
      replace: true,
    });
  };
  const done = (next: 'home' | 'password') => {
    if (next === 'password') setMode('password');
    else void navigate({ to: safeRedirect(redirect) });
  };
  return (
    <Flex minH="100vh" bg="bg.subtle" direction={{ base: 'column', lg: 'row' }}>
      <Flex
        flex={{ lg: '1' }}
        bgGradient="to-br"
        gradientFrom="brand.600"
        gradientTo="brand.900"
        color="white"
        px={{ base: '6', lg: '16' }}
        py={{ base: '8', lg: '16' }}
        direction="column"
        justify="center"
        gap={{ base: '2', lg: '6' }}
      >
        <ChakraLink asChild color="white" _hover={{ textDecoration: 'none' }}>
          <Link to="/">
            <HStack gap="3">
              <Flex w="11" h="11" rounded="xl" bg="white" color="brand.600" align="center" justify="center">
                <CapIcon boxSize="6" />
              </Flex>
              <Text fontSize="2xl" fontWeight="bold">
                AI留学
              </Text>
            </HStack>
          </Link>
        </ChakraLink>
        <Heading size={{ base: 'lg', lg: '3xl' }} color="white">
          {SITE.TITLE}
        </Heading>
        <Stack gap="2" hideBelow="lg" fontSize="lg" color="brand.100">
          <Text>· AI 智能选校，按成绩与背景匹配冲刺、匹配、保底院校</Text>
          <Text>· 资深顾问与优质机构，一对一私信沟通</Text>
          <Text>· 留学圈与问答，网络不好时也能浏览已缓存的内容</Text>
        </Stack>
      </Flex>
      <Flex
        flex={{ lg: '1' }}
        align={{ base: 'flex-start', lg: 'center' }}
        justify="center"
        px="4"
        py={{ base: '6', lg: '16' }}
      >
        <Card.Root w="full" maxW="md" shadow="lg">
          <Card.Body gap="5">
            {reason && (
              <Text
                role="status"
                bg="brand.subtle"
                color="brand.fg"
                rounded="md"
                px="3"
                py="2"
                fontWeight="medium"
                data-testid="login-reason"
              >
                {reason}
              </Text>
            )}
            <Tabs.Root
              value={mode}
              onValueChange={(e) => setMode(e.value as LoginMode)}
              variant="line"
              colorPalette="brand"
              fitted
            >
              <Tabs.List>
                {LOGIN_MODES.map((m) => (
                  <Tabs.Trigger key={m} value={m} fontSize={{ base: 'sm', md: 'md' }} px="1">
                    {MODE_LABEL[m]}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
            </Tabs.Root>
            <LoginForm key={mode} mode={mode} onDone={done} />
            <HStack justify="space-between" fontSize="sm" color="fg.muted">
              <ChakraLink asChild>
                <Link to="/">返回首页</Link>
              </ChakraLink>
            </HStack>
          </Card.Body>
        </Card.Root>
      </Flex>
    </Flex>
  );
}
