/**
 * A long crate's list is drawn twice, on two faces stacked in one place: the live face shows the crate, and the
 * other, hidden, is drawn ahead with the order the user is likely to switch to next (the order for a smooth set
 * found while the page was idle, or the order an undo would bring back). When the crate becomes the list the
 * hidden face shows, the faces swap: the frame shows rows already made and laid out, instead of rendering,
 * laying out and painting a screenful of rows anew (50 ms a change at 4x CPU slowdown, docs/behaviour.md#crate; the figures
 * are in docs/performance.md). A crate is never changed in place, so a list stands for its content.
 */
export interface Faces<List> {
  /** What each face shows: the live one the crate, the hidden one nothing until something is drawn ahead. */
  readonly lists: readonly [List | null, List | null];
  /** Which face is live (the other is hidden). */
  readonly live: 0 | 1;
}

function other(face: 0 | 1): 0 | 1 {
  return face === 0 ? 1 : 0;
}

function withList<List>(lists: Faces<List>['lists'], face: 0 | 1, list: List | null): Faces<List>['lists'] {
  return face === 0 ? [list, lists[1]] : [lists[0], list];
}

/**
 * The faces once the crate is `items`, with `ahead` to be drawn on the hidden face: null leaves the hidden face
 * as it is (the page has nothing newer to draw ahead), `enabled` false drops it (a short crate, or a read-only
 * one, is drawn once). The faces returned are the very object given when nothing changes.
 */
export function nextFaces<List>(faces: Faces<List>, items: List, ahead: List | null, enabled: boolean): Faces<List> {
  let { lists, live } = faces;
  if (lists[live] !== items) {
    if (enabled && lists[other(live)] === items) live = other(live);
    else lists = withList(lists, live, items);
  }
  const hidden = other(live);
  if (!enabled) {
    if (lists[hidden] !== null) lists = withList(lists, hidden, null);
  } else if (ahead !== null && ahead !== items && ahead !== lists[hidden]) {
    lists = withList(lists, hidden, ahead);
  }
  return lists === faces.lists && live === faces.live ? faces : { lists, live };
}
