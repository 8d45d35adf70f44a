import {
  Button,
  chakra,
  Card,
  Field,
  Flex,
  Heading,
  HStack,
  Image,
  Input,
  Link as ChakraLink,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';

import { CapIcon } from '@/components/ui/icons';
import type { SmsPurpose } from '@/contract/code-tables';
import { LIMITS, SITE } from '@/contract/limits';
import { MESSAGES, passwordSchema, phoneSchema, smsCodeSchema } from '@/contract/validation';
import { getCaptcha } from '@/features/auth/api/get-captcha';
import { passwordLogin } from '@/features/auth/api/password-login';
import { register } from '@/features/auth/api/register';
import { resetPassword } from '@/features/auth/api/reset-password';
import { sendSmsCode } from '@/features/auth/api/send-sms-code';
import { smsLogin } from '@/features/auth/api/sms-login';
import { completeLogin } from '@/features/auth/state/auth-actions';
import { showToast } from '@/lib/toast';

export const LOGIN_MODES = ['sms', 'password', 'register', 'reset'] as const;
export type LoginMode = (typeof LOGIN_MODES)[number];

const MODE_LABEL: Record<LoginMode, string> = {
  sms: '短信登录',
  password: '密码登录',
  register: '注册',
  reset: '找回密码',
};

type Errors = Partial<Record<'phone' | 'code' | 'password' | 'confirm' | 'captcha', string>>;

function check(schema: z.ZodType, value: string): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? MESSAGES.phone);
}

/** Only a same-site path may be a redirect target. */
export function safeRedirect(target: string | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/login'))
    return '/';
  return target;
}

function TextField(props: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'text';
  maxLength?: number;
  placeholder?: string;
  addon?: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(props.error)}>
      <Field.Label>{props.label}</Field.Label>
      <HStack w="full" gap="2">
        <Input
          name={props.name}
          type={props.type ?? 'text'}
          value={props.value}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          maxLength={props.maxLength}
          placeholder={props.placeholder}
          onChange={(e) => props.onChange(e.target.value)}
          size="lg"
        />
        {props.addon}
      </HStack>
      {props.error && <Field.ErrorText>{props.error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** 获取验证码 with a 60 s countdown. */
function SmsButton({
  purpose,
  phone,
  onPhoneError,
}: {
  purpose: SmsPurpose;
  phone: string;
  onPhoneError: (m?: string) => void;
}) {
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  const send = async () => {
    const error = check(phoneSchema, phone);
    onPhoneError(error);
    if (error) return;
    setSending(true);
    try {
      const result = await sendSmsCode(purpose, phone.trim());
      setLeft(result.resendAfter || LIMITS.SMS_RESEND_INTERVAL_MS / 1000);
      showToast({ type: 'success', message: '验证码已发送' });
    } catch {
      // the request client already showed the server's message
    } finally {
      setSending(false);
    }
  };
  return (
    <Button
      type="button"
      size="lg"
      variant="outline"
      colorPalette="brand"
      minW="32"
      disabled={left > 0 || sending}
      loading={sending}
      onClick={() => void send()}
    >
      {left > 0 ? `${left}s后重新获取` : '获取验证码'}
    </Button>
  );
}

function Captcha({ captchaKey, onRefresh }: { captchaKey: string; onRefresh: () => void }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let url: string | null = null;
    let cancelled = false;
    getCaptcha(captchaKey)
      .then((blob) => {
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      })
      .catch(() => setSrc(null));
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [captchaKey]);
  return (
    <chakra.button
      type="button"
      onClick={onRefresh}
      title="看不清？换一张"
      aria-label="图形验证码，点击换一张"
      flexShrink={0}
      w="32"
      h="11"
      borderWidth="1px"
      rounded="md"
      overflow="hidden"
      bg="white"
      data-testid="captcha-image"
    >
      {src ? (
        <Image src={src} alt="图形验证码" w="full" h="full" objectFit="contain" />
      ) : (
        <Text fontSize="xs">加载中…</Text>
      )}
    </chakra.button>
  );
}

function LoginForm({ mode, onDone }: { mode: LoginMode; onDone: (next: 'home' | 'password') => void }) {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [captchaKey, setCaptchaKey] = useState(() => crypto.randomUUID());
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const refreshCaptcha = useCallback(() => {
    setCaptcha('');
    setCaptchaKey(crypto.randomUUID());
  }, []);

  const validate = (): Errors => {
    const next: Errors = { phone: check(phoneSchema, phone) };
    if (mode !== 'password') next.code = check(smsCodeSchema, code);
    if (mode === 'password') {
      next.password = password ? undefined : MESSAGES.passwordRequired;
      next.captcha = captcha.trim() ? undefined : MESSAGES.captcha;
    }
    if (mode === 'register' || mode === 'reset') {
      next.password = check(passwordSchema, password);
      next.confirm = confirm === password ? undefined : MESSAGES.passwordMismatch;
    }
    return next;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSubmitting(true);
    try {
      const cleanPhone = phone.trim();
      if (mode === 'sms') await completeLogin(await smsLogin({ phone: cleanPhone, code: code.trim() }));
      if (mode === 'register')
        await completeLogin(await register({ phone: cleanPhone, code: code.trim(), password }));
      if (mode === 'password') {
        await completeLogin(
          await passwordLogin({ phone: cleanPhone, password, captchaKey, captchaCode: captcha.trim() }),
        );
      }
      if (mode === 'reset') {
        await resetPassword({ phone: cleanPhone, code: code.trim(), password });
        showToast({ type: 'success', message: '密码已重置，请使用新密码登录' });
        onDone('password');
        return;
      }
      showToast({ type: 'success', message: mode === 'register' ? '注册成功' : '登录成功' });
      onDone('home');
    } catch {
      // the request client showed the message; keep everything typed, but a used captcha is gone
      if (mode === 'password') refreshCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  const purpose: SmsPurpose = mode === 'register' ? 'register' : mode === 'reset' ? 'reset' : 'login';
  const submitLabel = mode === 'register' ? '注册' : mode === 'reset' ? '重置密码' : '登录';
  return (
    <form onSubmit={(e: FormEvent) => void submit(e)} noValidate aria-label={MODE_LABEL[mode]}>
      <Stack gap="4">
        <TextField
          label="手机号"
          name="phone"
          value={phone}
          onChange={setPhone}
          error={errors.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={11}
          placeholder="请输入11位手机号"
        />
        {mode !== 'password' && (
          <TextField
            label="验证码"
            name="code"
            value={code}
            onChange={setCode}
            error={errors.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={LIMITS.SMS_CODE_LENGTH}
            placeholder="6位数字验证码"
            addon={
              <SmsButton
                purpose={purpose}
                phone={phone}
                onPhoneError={(m) => setErrors((e) => ({ ...e, phone: m }))}
              />
            }
          />
        )}
        {mode !== 'sms' && (
          <TextField
            label={mode === 'reset' ? '新密码' : '密码'}
            name="password"
            value={password}
            onChange={setPassword}
            error={errors.password}
            type="password"
            autoComplete={mode === 'password' ? 'current-password' : 'new-password'}
            maxLength={LIMITS.PASSWORD_MAX}
            placeholder={mode === 'password' ? '请输入密码' : '8~20位，包含字母和数字'}
          />
        )}
        {(mode === 'register' || mode === 'reset') && (
          <TextField
            label="确认密码"
            name="confirm"
            value={confirm}
            onChange={setConfirm}
            error={errors.confirm}
            type="password"
            autoComplete="new-password"
            maxLength={LIMITS.PASSWORD_MAX}
            placeholder="请再次输入密码"
          />
        )}
        {mode === 'password' && (
          <TextField
            label="图形验证码"
            name="captcha"
            value={captcha}
            onChange={setCaptcha}
            error={errors.captcha}
            autoComplete="off"
            maxLength={8}
            placeholder="请输入右侧字符"
            addon={<Captcha captchaKey={captchaKey} onRefresh={refreshCaptcha} />}
          />
        )}
        <Button type="submit" size="lg" colorPalette="brand" loading={submitting} mt="2">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

/** Login page outside the main layout: sms login, password login with captcha, register, reset by sms. */
export function LoginPage({ mode, redirect }: { mode: LoginMode; redirect?: string }) {
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
              <Text>
                登录即表示同意
                <ChakraLink asChild colorPalette="brand">
                  <Link to="/privacy">《隐私政策》</Link>
                </ChakraLink>
              </Text>
            </HStack>
          </Card.Body>
        </Card.Root>
      </Flex>
    </Flex>
  );
}
