/** What a track link's `type` names: an album ("special") or, for anything else, a single track. */
export function detailKind(value: string | null): 'music' | 'special' {
  return value === 'special' ? 'special' : 'music';
}

/** The picture a goods gallery opens with: its first picture, or the cover when it has none. */
export function galleryCover(images: readonly string[], cover: string): string {
  return images[0] ?? cover;
}
