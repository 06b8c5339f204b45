/**
 * Memoises `make` for the `size` most recently used argument lists: generated media is cheap to rebuild
 * but a page asks for the same few files again and again (range requests, replays). A pending promise is
 * shared, so concurrent requests for one file generate it once.
 */
export function lruMemo<A extends (string | number | null)[], V>(size: number, make: (...args: A) => V) {
  const entries = new Map<string, V>();
  return (...args: A): V => {
    const key = args.join(':');
    let value = entries.get(key);
    if (value === undefined) value = make(...args);
    else entries.delete(key);
    entries.set(key, value);
    if (entries.size > size) entries.delete(entries.keys().next().value as string);
    return value;
  };
}
