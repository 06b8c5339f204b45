/** An article's id from the query, or 0 (no article: the page says it is gone) for anything else. */
export function articleIdParam(value: string | null): number {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
}
