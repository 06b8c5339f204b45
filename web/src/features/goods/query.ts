/** A positive integer id from the page's query, or null for anything else (a bad link shows "not found"). */
export function parseId(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** What a track link's `type` names: an album ("special") or, for anything else, a single track. */
export function detailKind(value: string | null): 'music' | 'special' {
  return value === 'special' ? 'special' : 'music';
}

/** The picture a goods gallery opens with: its first picture, or the cover when it has none. */
export function galleryCover(images: readonly string[], cover: string): string {
  return images[0] ?? cover;
}
