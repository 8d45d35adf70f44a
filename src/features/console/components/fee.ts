import { ORDER_LIMITS } from '@/contract/order';

/**
 * 费用（元） as typed (e.g. "1999.5") to integer fen (199950), or null when it is not an amount of at most two
 * decimals within ORDER_LIMITS (0.01 to 1,000,000 元). Decimal digits are read as text, never through floating
 * point, so 0.29 元 is 29 fen.
 */
export function yuanToFen(input: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(input.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  const fen = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (fen < ORDER_LIMITS.FEE_MIN_FEN || fen > ORDER_LIMITS.FEE_MAX_FEN) return null;
  return fen;
}
