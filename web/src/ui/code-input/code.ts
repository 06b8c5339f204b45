import { CODE_LENGTH } from '@/config/constants';

/**
 * Keeps only the digits of what was typed or pasted, at most the code length: a pasted SMS such as
 * "Your code is 123 456" still fills the field.
 */
export const toCode = (value: string) => value.replace(/\D/g, '').slice(0, CODE_LENGTH);

export const isCode = (value: string) => new RegExp(`^\\d{${CODE_LENGTH}}$`).test(value.trim());
