import { BYTES_PER_KIB, COUNT_TEN_THOUSAND, COUNT_THOUSAND, CURRENCY } from '@/config/constants';

// Display formatting. Numbers go through Intl so digits and currency follow the user's language.

const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, useGrouping: false });

/** One decimal, cut rather than rounded, so 9999 reads 9.9k and never the misleading 10k. */
function cutToOneDecimal(value: number): string {
  return oneDecimal.format(Math.floor(value * 10) / 10);
}

/** Play counts, fans, sales: below 1000 as is, then 1.2k, and from 10000 1.2w (w = 万). */
export function formatCount(count: number): string {
  if (!Number.isFinite(count) || count < COUNT_THOUSAND) return String(Math.max(0, Math.trunc(count || 0)));
  if (count < COUNT_TEN_THOUSAND) return `${cutToOneDecimal(count / COUNT_THOUSAND)}k`;
  return `${cutToOneDecimal(count / COUNT_TEN_THOUSAND)}w`;
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** File sizes in 1024 steps, at most two decimals: 1536 → 1.5 KB. */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= BYTES_PER_KIB && unit < BYTE_UNITS.length - 1) {
    value /= BYTES_PER_KIB;
    unit += 1;
  }
  const digits = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, useGrouping: false });
  return `${digits.format(value)} ${BYTE_UNITS[unit]}`;
}

/** A yuan amount (the provider sends "29.90" strings) in the user's language: ¥29.90. */
export function formatPrice(amount: string | number, locale: string): string {
  const value = typeof amount === 'number' ? amount : Number.parseFloat(amount);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: CURRENCY,
    currencyDisplay: 'narrowSymbol',
  }).format(Number.isFinite(value) ? value : 0);
}

/** A date from a Unix time in seconds (the provider's timestamps). */
export function formatDate(unixSeconds: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(unixSeconds * 1000));
}

/** A track length in seconds as m:ss (or h:mm:ss for a set). */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
