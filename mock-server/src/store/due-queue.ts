// What falls due at a mock time, in due order: a binary min-heap keyed by time, then by when it was queued
// (so entries due at the same second come out in the order they went in). Settling pops what is due
// instead of walking every record, so its cost follows what changed, not how much state there is.

export interface Due<K extends string> {
  at: number;
  kind: K;
  id: number;
  seq: number;
}

export class DueQueue<K extends string> {
  private readonly heap: Due<K>[] = [];
  private seq = 0;

  get size(): number {
    return this.heap.length;
  }

  push(at: number, kind: K, id: number): void {
    const heap = this.heap;
    heap.push({ at, kind, id, seq: this.seq++ });
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(heap[i] as Due<K>, heap[parent] as Due<K>)) break;
      swap(heap, i, parent);
      i = parent;
    }
  }

  /** The first entry due at or before `nowSec`, removed from the queue; undefined when nothing is due. */
  popDue(nowSec: number): Due<K> | undefined {
    const heap = this.heap;
    const top = heap[0];
    if (!top || top.at > nowSec) return undefined;
    const last = heap.pop() as Due<K>;
    if (heap.length > 0) {
      heap[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let min = i;
        if (l < heap.length && before(heap[l] as Due<K>, heap[min] as Due<K>)) min = l;
        if (r < heap.length && before(heap[r] as Due<K>, heap[min] as Due<K>)) min = r;
        if (min === i) break;
        swap(heap, i, min);
        i = min;
      }
    }
    return top;
  }
}

const before = <K extends string>(a: Due<K>, b: Due<K>): boolean => a.at < b.at || (a.at === b.at && a.seq < b.seq);

function swap<T>(list: T[], i: number, j: number): void {
  const t = list[i] as T;
  list[i] = list[j] as T;
  list[j] = t;
}
