import { Button } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

import type { SmsPurpose } from '@/contract/code-tables';
import { LIMITS } from '@/contract/limits';
import { phoneSchema } from '@/contract/validation';
import { sendSmsCode } from '@/features/auth/api/send-sms-code';
import { check } from '@/features/auth/state/login-rules';
import { showToast } from '@/lib/toast';

/** 获取验证码 with a 60 s countdown. */
export function SmsButton({
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
