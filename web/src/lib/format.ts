import { BYTES_PER_KIB, COUNT_TEN_THOUSAND, COUNT_THOUSAND, CURRENCY_SYMBOL } from '@/config/constants';

// Display formatting. Numbers are written out here rather than through Intl.NumberFormat: a page's first
// NumberFormat costs Chromium some 25 ms of ICU set-up (four times that on a slow phone), a long task in the
// middle of the launch, and for the shop's figures (yuan in en, zh-Hans and zh-Hant; plain decimals) it says
// exactly what is written here. format.test.ts holds these functions to Intl's output.

/** `value` rounded half away from zero to `digits` decimals, judged on its shortest decimal form as Intl does
 * (1.005 → 1.01, where the binary 1.00499… would round down). */
function roundDecimal(value: number, digits: number): number {
  const shifted = Number(`${Math.abs(value)}e${digits}`);
  const rounded = Number.isFinite(shifted) ? Math.round(shifted) / 10 ** digits : Math.abs(value);
  return value < 0 ? -rounded : rounded;
}

/** One decimal, cut rather than rounded, so 9999 reads 9.9k and never the misleading 10k. */
function cutToOneDecimal(value: number): string {
  return String(Math.floor(value * 10) / 10);
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
  return `${roundDecimal(value, 2)} ${BYTE_UNITS[unit]}`;
}

/** Thousands separated by commas: 1288 → 1,288. */
function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A yuan amount (the provider sends "29.90" strings) as all three languages write it: ¥1,288.00. */
export function formatPrice(amount: string | number): string {
  const parsed = typeof amount === 'number' ? amount : Number.parseFloat(amount);
  const cents = Math.round(Math.abs(roundDecimal(Number.isFinite(parsed) ? parsed : 0, 2)) * 100);
  // Like Intl, a negative amount keeps its sign even where it rounds to nothing.
  const sign = parsed < 0 || Object.is(parsed, -0) ? '-' : '';
  return `${sign}${CURRENCY_SYMBOL}${groupThousands(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;
}

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * A date from a Unix time in seconds (the provider's timestamps), in the device's time zone, as Intl's
 * `dateStyle: 'medium'` writes it: Nov 24, 2026 in English, 2026年11月24日 in Chinese. Written out for the
 * same reason as the numbers above: a list of orders was the first DateTimeFormat of its page, a 100 ms long
 * task on a slow phone.
 */
export function formatDate(unixSeconds: number, locale: string): string {
  const date = new Date(unixSeconds * 1000);
  const [year, month, day] = [date.getFullYear(), date.getMonth(), date.getDate()];
  return locale.startsWith('zh') ? `${year}年${month + 1}月${day}日` : `${MONTHS_EN[month]} ${day}, ${year}`;
}

/** A track length in seconds as m:ss (or h:mm:ss for a set). */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
