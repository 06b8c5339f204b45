// What the musician handlers share: who is an approved musician, money and cloud-disk links as the contract
// writes them, and the contract's sentences for fields the schema refuses.
import type { Schema } from '@djshop/api';
import { filterText, phpTrim, textLength } from '@djshop/api/php-text';
import type { State } from '../../store/index.ts';
import type { CloudLinkRecord } from '../../store/modules/musician.ts';
import type { UserRecord } from '../../store/modules/users.ts';
import type { WriterRecord } from '../../store/modules/writers.ts';

export const NOT_MUSICIAN_MSG = 'You are not a musician yet';
export const NO_WRITER_MSG = 'The musician does not exist';

export const approvedWriter = (state: State, user: UserRecord | null): WriterRecord | null =>
  user && user.writer_status === 'approved' ? (state.writers.byUserId.get(user.id) ?? null) : null;

/** '29.90' → 2990; the contract's Money pattern has already been checked. */
export const centsOf = (amount: string): number => {
  const negative = amount.startsWith('-');
  const [whole = '0', frac = '00'] = amount.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, '0').slice(0, 2));
  return negative ? -cents : cents;
};

export const cloudLinkOf = (link: Schema<'CloudLink'> | undefined): CloudLinkRecord | null =>
  link ? { provider: link.provider, link: phpTrim(link.link), code: phpTrim(link.code) } : null;

/** Applies FastAdmin's filter and a length limit; null when the stored text would not fit. */
export const stored = (text: string, max: number): string | null => {
  const value = filterText(text);
  return textLength(value) > max ? null : value;
};

// The contract's messages for input the schema already refuses before the handler runs: a missing or
// empty field gets the provider's sentence, not the generic 'Invalid parameters'.
export const blank = (field: string, msg: string) => ({ [`${field}:required`]: msg, [`${field}:minLength`]: msg });
