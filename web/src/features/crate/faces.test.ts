import { describe, expect, it } from 'vitest';
import { type Faces, nextFaces } from './faces';

type List = readonly string[];
const crate: List = ['a', 'b', 'c'];
const smooth: List = ['b', 'a', 'c'];
const moved: List = ['a', 'c', 'b'];
const start: Faces<List> = { lists: [crate, null], live: 0 };

describe('the crate list’s two faces', () => {
  it('draws what comes next on the hidden face and swaps when the crate becomes it', () => {
    const ahead = nextFaces(start, crate, smooth, true);
    expect(ahead).toEqual({ lists: [crate, smooth], live: 0 });

    // "Order for a smooth set": the crate is the very list drawn ahead; the old order stays, for undo.
    const ordered = nextFaces(ahead, smooth, null, true);
    expect(ordered).toEqual({ lists: [crate, smooth], live: 1 });
    expect(ordered.lists).toBe(ahead.lists);

    // Undo brings back the list on the other face: the faces swap back.
    expect(nextFaces(ordered, crate, crate, true)).toEqual({ lists: [crate, smooth], live: 0 });
  });

  it('shows a list not drawn ahead on the live face, leaving the hidden one until something newer is drawn', () => {
    const ahead: Faces<List> = { lists: [crate, smooth], live: 0 };
    const afterMove = nextFaces(ahead, moved, null, true);
    expect(afterMove).toEqual({ lists: [moved, smooth], live: 0 });
    // An order equal to the crate itself, or the one already drawn, changes nothing.
    expect(nextFaces(afterMove, moved, moved, true)).toBe(afterMove);
    expect(nextFaces(afterMove, moved, smooth, true)).toBe(afterMove);
    expect(nextFaces(afterMove, moved, crate, true)).toEqual({ lists: [moved, crate], live: 0 });
  });

  it('is the same object while nothing changes', () => {
    const ahead: Faces<List> = { lists: [smooth, crate], live: 1 };
    expect(nextFaces(ahead, crate, null, true)).toBe(ahead);
    expect(nextFaces(ahead, crate, smooth, true)).toBe(ahead);
  });

  it('draws one face when drawing ahead is off, and never swaps to a face it has dropped', () => {
    const ahead: Faces<List> = { lists: [smooth, crate], live: 1 };
    const off = nextFaces(ahead, crate, smooth, false);
    expect(off).toEqual({ lists: [null, crate], live: 1 });
    expect(nextFaces(off, crate, null, false)).toBe(off);
    // Off, a list the hidden face held is not swapped to: the live face shows it.
    expect(nextFaces(ahead, smooth, null, false)).toEqual({ lists: [null, smooth], live: 1 });
  });
});
