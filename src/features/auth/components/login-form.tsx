import { Button, chakra, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useCallback, useState, type FormEvent, type ReactNode } from 'react';

import { LIMITS } from '@/contract/limits';
import { PRIVACY_TEXT } from '@/contract/ui-text';
import { MESSAGES } from '@/contract/validation';
import { passwordLogin } from '@/features/auth/api/password-login';
import { register } from '@/features/auth/api/register';
import { resetPassword } from '@/features/auth/api/reset-password';
import { smsLogin } from '@/features/auth/api/sms-login';
import { CaptchaImage } from '@/features/auth/components/captcha-image';
import { SmsButton } from '@/features/auth/components/sms-button';
import { TextField } from '@/features/auth/components/text-field';
import { completeLogin } from '@/features/auth/state/auth-actions';
import {
  MODE_LABEL,
  smsPurpose,
  validateLogin,
  type LoginErrors,
  type LoginValues,
  type LoginMode,
} from '@/features/auth/state/login-rules';
import { useHydrated } from '@/lib/hydration';
import { showToast } from '@/lib/toast';
import { useFormValues } from '@/lib/use-form-values';

/** Login (sms, password) and register ask for consent to the privacy policy; a password reset does not. */
function needsConsent(mode: LoginMode): boolean {
  return mode !== 'reset';
}

/** An input of the form, as TextField takes it. */
interface InputSpec {
  name: keyof LoginValues;
  label: string;
  type?: string;
  inputMode?: 'numeric' | 'tel';
  autoComplete: string;
  maxLength: number;
  placeholder: string;
}

/** The inputs a mode shows, in order: phone, SMS code, password, its confirmation, the captcha. */
function inputsOf(mode: LoginMode): InputSpec[] {
  const signIn = mode === 'password';
  const newPassword = mode === 'register' || mode === 'reset';
  const inputs: (InputSpec | false)[] = [
    {
      name: 'phone',
      label: '手机号',
      type: 'tel',
      inputMode: 'tel',
      autoComplete: 'tel',
      maxLength: 11,
      placeholder: '请输入11位手机号',
    },
    !signIn && {
      name: 'code',
      label: '验证码',
      inputMode: 'numeric',
      autoComplete: 'one-time-code',
      maxLength: LIMITS.SMS_CODE_LENGTH,
      placeholder: '6位数字验证码',
    },
    mode !== 'sms' && {
      name: 'password',
      label: mode === 'reset' ? '新密码' : '密码',
      type: 'password',
      autoComplete: signIn ? 'current-password' : 'new-password',
      maxLength: LIMITS.PASSWORD_MAX,
      placeholder: signIn ? '请输入密码' : '8~20位，包含字母和数字',
    },
    newPassword && {
      name: 'confirm',
      label: '确认密码',
      type: 'password',
      autoComplete: 'new-password',
      maxLength: LIMITS.PASSWORD_MAX,
      placeholder: '请再次输入密码',
    },
    signIn && {
      name: 'captcha',
      label: '图形验证码',
      autoComplete: 'off',
      maxLength: 8,
      placeholder: '请输入右侧字符',
    },
  ];
  return inputs.filter((input) => input !== false);
}

/** The form of one mode: its fields, their checks on submit, then the request (login, register or reset). */
export function LoginForm({
  mode,
  onDone,
}: {
  mode: LoginMode;
  onDone: (next: 'home' | 'password') => void;
}) {
  const hydrated = useHydrated();
  const { values, set } = useFormValues<LoginValues>({
    phone: '',
    code: '',
    password: '',
    confirm: '',
    captcha: '',
  });
  const { phone, code, password, captcha } = values;
  const [captchaKey, setCaptchaKey] = useState(() => crypto.randomUUID());
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string>();
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const refreshCaptcha = useCallback(() => {
    set({ captcha: '' });
    setCaptchaKey(crypto.randomUUID());
  }, [set]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(mode, values);
    setErrors(found);
    const missingConsent = needsConsent(mode) && !consent;
    setConsentError(missingConsent ? MESSAGES.privacyConsent : undefined);
    if (Object.values(found).some(Boolean) || missingConsent) return;
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

  const addons: Partial<Record<keyof LoginValues, ReactNode>> = {
    code: (
      <SmsButton
        purpose={smsPurpose(mode)}
        phone={phone}
        onPhoneError={(m) => setErrors((e) => ({ ...e, phone: m }))}
      />
    ),
    captcha: <CaptchaImage captchaKey={captchaKey} onRefresh={refreshCaptcha} />,
  };
  const submitLabel = mode === 'register' ? '注册' : mode === 'reset' ? '重置密码' : '登录';
  return (
    <form onSubmit={(e: FormEvent) => void submit(e)} noValidate aria-label={MODE_LABEL[mode]}>
      <Stack gap="4">
        {inputsOf(mode).map((input) => (
          <TextField
            key={input.name}
            {...input}
            value={values[input.name]}
            onChange={(value) => set({ [input.name]: value })}
            error={errors[input.name]}
            addon={addons[input.name]}
          />
        ))}
        {needsConsent(mode) && (
          <Stack gap="1">
            <HStack as="label" gap="2" fontSize="sm" align="center" cursor="pointer">
              <chakra.input
                type="checkbox"
                name="privacyConsent"
                aria-label={PRIVACY_TEXT.consentLabel}
                checked={consent}
                onChange={(e) => {
                  setConsent(e.target.checked);
                  if (e.target.checked) setConsentError(undefined);
                }}
                aria-invalid={consentError ? true : undefined}
                aria-describedby={consentError ? 'privacy-consent-error' : undefined}
                boxSize="4"
                accentColor="brand.600"
                flexShrink="0"
              />
              <span>
                {PRIVACY_TEXT.consentPrefix}
                {/* a new tab, so what the form holds stays typed */}
                <ChakraLink asChild colorPalette="brand" color="colorPalette.600">
                  <Link to="/privacy" target="_blank" rel="noopener">
                    {PRIVACY_TEXT.policyLink}
                  </Link>
                </ChakraLink>
              </span>
            </HStack>
            {consentError && (
              <Text id="privacy-consent-error" color="fg.error" fontSize="sm">
                {consentError}
              </Text>
            )}
          </Stack>
        )}
        {/* not before hydration: the browser's own submit would put the phone and the code into the URL */}
        <Button type="submit" size="lg" colorPalette="brand" loading={submitting} disabled={!hydrated} mt="2">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
