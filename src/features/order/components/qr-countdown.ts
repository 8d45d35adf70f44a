import { useEffect, useState } from 'react';

/** mm:ss of the time left (00:00 once past). */
export function formatLeft(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The milliseconds left until `expiresAt` (ISO) of a QR received at `receivedAt` (ms), refreshed every second
 * until it is past; a QR whose expiry cannot be read counts as expired.
 */
export function useTimeLeft(expiresAt: string, receivedAt: number): number {
  const [now, setNow] = useState<number>(0);
  const end = Date.parse(expiresAt);
  const left = Number.isNaN(end) ? 0 : end - Math.max(now, receivedAt);
  const running = left > 0;
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return left;
}
