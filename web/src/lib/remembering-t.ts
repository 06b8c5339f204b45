// Its own module rather than a part of lib/i18n (which the entry imports): only the crate's code uses it.
/** The answers of each `t` (one per language and namespace), by key and values. */
const remembered = new WeakMap<object, object>();
/** A list's worth of words; beyond it the answers start afresh. */
const REMEMBERED_MAX = 2_000;

/**
 * `t`, remembering what it answered for the same key and values. For a long list whose rows render again
 * with the same words (the crate's rows, reordered): i18next's lookup, plural rule and interpolation were a
 * third of such a render (about 27 ms of a smooth-set reorder at 4x CPU slowdown). The same `t` gives the
 * same remembering function, so a memoised row's props stay equal; a language change gives a new `t`, and so
 * new answers. A key without a translation (its namespace not loaded yet) is asked again next time.
 */
export function rememberingT<T extends object>(t: T): T {
  let wrapped = remembered.get(t);
  if (!wrapped) {
    const answers = new Map<string, string>();
    const ask = t as unknown as (key: string, options?: object) => string;
    wrapped = (key: string, options?: object) => {
      const id = options === undefined ? key : `${key}\u0000${JSON.stringify(options)}`;
      const known = answers.get(id);
      if (known !== undefined) return known;
      const answer = ask(key, options);
      if (answer === key) return answer;
      if (answers.size >= REMEMBERED_MAX) answers.clear();
      answers.set(id, answer);
      return answer;
    };
    remembered.set(t, wrapped);
  }
  return wrapped as T;
}
