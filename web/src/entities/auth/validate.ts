// Light checks before a call, so obvious slips get a clear message without a round trip; the provider
// still has the final word.

export const isMobile = (value: string) => /^1\d{10}$/.test(value.trim());
export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
export const isPassword = (value: string) => /^\S{6,30}$/.test(value);
