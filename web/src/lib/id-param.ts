/** A positive integer id from a page's query, or null for anything else (a bad link shows "not found"). */
export function parseId(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
