/** A typed amount of yuan as the provider's decimal string ('29.9' → '29.90'), or null when it is not one. */
export function normalisePrice(text: string): string | null {
  const trimmed = text.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return `${String(Number(whole))}.${fraction.padEnd(2, '0')}`;
}

/** Cents of a provider decimal string, for comparisons without floating-point error. */
export function centsOf(amount: string): number {
  const negative = amount.trim().startsWith('-');
  const [whole = '0', fraction = ''] = amount.trim().replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -cents : cents;
}
