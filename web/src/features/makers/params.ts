/** A positive integer id from the query, or 0 (no such musician) for anything else. */
export function idParam(value: string | null): number {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : 0;
}
