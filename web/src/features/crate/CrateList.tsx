import { useSignals } from '@preact/signals-react/runtime';
import type { TFunction } from 'i18next';
import { ArrowDown, ArrowUp, GripVertical, Trash2 } from 'lucide-react';
import { memo, type PointerEvent, useDeferredValue, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CRATE_ESTIMATED_ROW_PX, CRATE_WINDOWING_THRESHOLD } from '@/config/constants';
import type { Transition } from '@/lib/camelot-neighbours';
import type { CrateItem } from '@/lib/crate/crate';
import { setHarmony } from '@/lib/crate/harmony';
import { formatKey, type KeyNotation, keyNotation } from '@/lib/key-notation';
import { rememberingT } from '@/lib/remembering-t';
import { goodsDetailUrl } from '@/ui/goods/detail-url';
import { Image } from '@/ui/image/Image';
import { AppLink } from '@/ui/link/AppLink';
import { type Faces, nextFaces } from './faces';
import { Harmony } from './Harmony';
import { useWindowRows } from './window-rows';

export interface CrateEditing {
  onMove: (from: number, to: number) => void;
  onRemove: (item: CrateItem) => void;
}

interface Drag {
  from: number;
  over: number;
}

/** The row a pointer at `y` is over, from the rows' boxes on screen (a windowed list has only some rows). */
function rowAt(list: HTMLElement, y: number): number {
  const rows = [...list.querySelectorAll<HTMLElement>('.crate-row')];
  const index = (row: HTMLElement | undefined) => Number(row?.dataset.index ?? 0);
  for (const row of rows) {
    const box = row.getBoundingClientRect();
    if (y < box.top + box.height / 2) return index(row);
  }
  return index(rows[rows.length - 1]);
}

/** A row's move button, by the list's face (see faces.ts) and the track: the id the focus comes back to. */
function rowButtonId(face: number, button: 'up' | 'down', id: number): string {
  return `crate-${face}-${button}-${id}`;
}

/** What a row asks of the list; one object for the list's life, so that a row's props stay equal. */
interface RowActions {
  move: (item: CrateItem, from: number, to: number, button?: 'up' | 'down') => void;
  remove: (item: CrateItem) => void;
  startDrag: (index: number, event: PointerEvent<HTMLButtonElement>) => void;
  moveDrag: (event: PointerEvent<HTMLButtonElement>) => void;
  endDrag: () => void;
  cancelDrag: () => void;
}

interface RowProps {
  item: CrateItem;
  index: number;
  count: number;
  /** From the track before; null for the first. */
  transition: Transition | null;
  previousTitle: string;
  notation: KeyNotation;
  dragged: boolean;
  target: boolean;
  actions: RowActions | null;
  /** In a windowed list: where the row sits (px from the list's top); null when every row is rendered. */
  top: number | null;
  /** The virtualizer's measure of a windowed row (one function for the list's life, so memo holds). */
  measure: ((element: HTMLLIElement | null) => void) | undefined;
  /** The list's remembering `t` (the same function while the language stays). */
  t: TFunction<'crate'>;
  /** The list's face (see faces.ts). */
  face: number;
}

/**
 * The row's icons, made once: an element that is the very same object is not rendered again, so a row that
 * renders for its new place or track leaves its four icons alone (a smooth set renders a screenful of rows).
 */
const ICONS = {
  up: <ArrowUp aria-hidden="true" size={18} />,
  down: <ArrowDown aria-hidden="true" size={18} />,
  remove: <Trash2 aria-hidden="true" size={18} />,
  drag: <GripVertical aria-hidden="true" size={18} />,
};

// A row renders again only when its own props change: a move re-renders the two rows it swaps and the
// transitions beside them, not all 200 (the budget of 50 ms a change at 4x CPU slowdown, docs/behaviour.md#crate).
const CrateRow = memo(function CrateRow({
  item,
  index,
  count,
  transition,
  previousTitle,
  notation,
  dragged,
  target,
  actions,
  top,
  measure,
  t,
  face,
}: RowProps) {
  const detail = goodsDetailUrl({ id: item.id, goods_type: item.goodsType, section: item.section });
  const facts = [item.bpm ? `${item.bpm} BPM` : '', formatKey(item.key, notation)].filter(Boolean).join(' · ');
  const rowClass = ['crate-row', dragged ? 'crate-row--dragged' : '', target ? 'crate-row--target' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <li
      ref={measure}
      data-index={index}
      className={top === null ? rowClass : `${rowClass} crate-row--windowed`}
      style={top === null ? undefined : { transform: `translateY(${top}px)` }}
      // A windowed list holds only some of its items: each says where it is in the whole.
      aria-posinset={top === null ? undefined : index + 1}
      aria-setsize={top === null ? undefined : count}
      aria-label={`${t('position', { position: index + 1, count })}: ${item.title}`}
    >
      {transition ? <Harmony transition={transition} from={previousTitle} to={item.title} t={t} /> : null}
      <div className="crate-row__body">
        <span className="crate-row__index" aria-hidden="true">
          {index + 1}
        </span>
        {/* Its own element per track: a windowed row shows another track after a reorder, and a cover that
            failed to load must not stand for the next one's. */}
        <Image key={item.id} src={item.cover} alt="" ratio={1} className="crate-row__cover" />
        <div className="crate-row__text">
          <p className="crate-row__title">{detail ? <AppLink to={detail}>{item.title}</AppLink> : item.title}</p>
          <p className="crate-row__facts">{[item.artist, facts].filter(Boolean).join(' · ')}</p>
        </div>
        {actions ? (
          <div className="crate-row__tools">
            <button
              type="button"
              id={rowButtonId(face, 'up', item.id)}
              className="icon-button"
              aria-label={t('moveUp', { title: item.title })}
              disabled={index === 0}
              onClick={() => actions.move(item, index, index - 1, 'up')}
            >
              {ICONS.up}
            </button>
            <button
              type="button"
              id={rowButtonId(face, 'down', item.id)}
              className="icon-button"
              aria-label={t('moveDown', { title: item.title })}
              disabled={index === count - 1}
              onClick={() => actions.move(item, index, index + 1, 'down')}
            >
              {ICONS.down}
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={t('remove', { title: item.title })}
              onClick={() => actions.remove(item)}
            >
              {ICONS.remove}
            </button>
            <button
              type="button"
              className="icon-button crate-row__handle"
              aria-label={t('drag', { title: item.title })}
              // The buttons above are the keyboard's way; the handle is for a finger or a mouse.
              tabIndex={-1}
              onPointerDown={(event) => actions.startDrag(index, event)}
              onPointerMove={actions.moveDrag}
              onPointerUp={actions.endDrag}
              onPointerCancel={actions.cancelDrag}
            >
              {ICONS.drag}
            </button>
          </div>
        ) : null}
      </div>
    </li>
  );
});

/**
 * Whether the browser can keep a face drawn and laid out but skipped (`content-visibility: hidden`; Safari from
 * 18): where it cannot, the list is drawn once, as two faces would show through each other.
 */
const DRAWS_AHEAD =
  typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('content-visibility', 'hidden');

/**
 * The crate's tracks in order, with whether each two neighbours mix between them. Editable (the crate page)
 * with move-up and move-down buttons, a drag handle and remove; read-only (a shared copy) without. A long
 * editable crate also draws `upcoming` ahead, hidden, and shows it in one frame if the crate becomes it (see
 * faces.ts).
 */
export function CrateList({
  items,
  editing,
  upcoming = null,
}: {
  items: readonly CrateItem[];
  editing?: CrateEditing;
  /** An order the crate may become next; null when there is nothing newer to draw ahead. */
  upcoming?: readonly CrateItem[] | null;
}) {
  const enabled = DRAWS_AHEAD && editing !== undefined && items.length > CRATE_WINDOWING_THRESHOLD;
  // The hidden face is drawn when React has nothing more urgent to do, never inside a change's frame.
  const ahead = useDeferredValue(enabled ? upcoming : null);
  const [faces, setFaces] = useState<Faces<readonly CrateItem[]>>(() => ({ lists: [items, null], live: 0 }));
  const next = nextFaces(faces, items, ahead, enabled);
  // Derived from the props, kept for the next render (React renders again at once, before committing).
  if (next !== faces) setFaces(next);
  const [announcement, setAnnouncement] = useState('');
  return (
    <>
      <div className="crate-faces">
        {next.lists.map((list, face) =>
          list ? (
            <CrateFace
              // biome-ignore lint/suspicious/noArrayIndexKey: each face is an element kept at its place, whichever list it shows
              key={face}
              face={face}
              items={list}
              editing={editing}
              hidden={face !== next.live}
              announce={setAnnouncement}
            />
          ) : null,
        )}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}

interface FaceProps {
  items: readonly CrateItem[];
  editing: CrateEditing | undefined;
  /** The face's place, in its rows' ids (both faces may show the same track). */
  face: number;
  /** Drawn ahead: out of sight, out of the accessibility tree and the focus order. */
  hidden: boolean;
  announce: (text: string) => void;
}

/** One face of the list: swapping faces changes only their `hidden`, so each renders without its rows. */
const CrateFace = memo(function CrateFace({ items, editing, face, hidden, announce }: FaceProps) {
  useSignals();
  // One lookup per list rather than per row, and the rows' words remembered: a reorder renders a screenful of
  // rows with the same words at other places (see rememberingT).
  const t = rememberingT(useTranslation('crate').t);
  const notation = keyNotation.value;
  const { between } = setHarmony(items);
  const list = useRef<HTMLOListElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  // After a move by button the button keeps the focus, so the keyboard can go on moving the same track. Kept in
  // a ref, read by the layout effect after the move's render: as state, clearing it rendered the list a second
  // time inside the move's task.
  const refocus = useRef<{ id: string; index: number } | null>(null);

  const move = (item: CrateItem, from: number, to: number, button?: 'up' | 'down') => {
    if (!editing || to < 0 || to >= items.length) return;
    editing.onMove(from, to);
    announce(t('moved', { title: item.title, position: to + 1 }));
    if (button) {
      // At the top or bottom the pressed button is disabled: the other one takes the focus.
      const edge = (button === 'up' && to === 0) || (button === 'down' && to === items.length - 1);
      const pressed = edge ? (button === 'up' ? 'down' : 'up') : button;
      refocus.current = { id: rowButtonId(face, pressed, item.id), index: to };
    }
  };

  const latest: RowActions = {
    move,
    remove: (item) => editing?.onRemove(item),
    startDrag: (index, event) => {
      event.currentTarget.setPointerCapture(event.pointerId);
      setDrag({ from: index, over: index });
    },
    moveDrag: (event) => {
      if (!drag || !list.current) return;
      const over = rowAt(list.current, event.clientY);
      if (over !== drag.over) setDrag({ ...drag, over });
    },
    endDrag: () => {
      if (!drag) return;
      const item = items[drag.from];
      setDrag(null);
      if (item && drag.over !== drag.from) move(item, drag.from, drag.over);
    },
    cancelDrag: () => setDrag(null),
  };
  const current = useRef(latest);
  current.current = latest;
  // Stable for the list's life, each calling what the latest render made (with its items and drag state).
  const [actions] = useState<RowActions>(() => ({
    move: (...args) => current.current.move(...args),
    remove: (item) => current.current.remove(item),
    startDrag: (index, event) => current.current.startDrag(index, event),
    moveDrag: (event) => current.current.moveDrag(event),
    endDrag: () => current.current.endDrag(),
    cancelDrag: () => current.current.cancelDrag(),
  }));

  // A long crate renders the rows near the viewport only: a reorder of 200 tracks then renders, lays out and
  // paints a screenful, not 200 rows (50 ms a change at 4x CPU slowdown, docs/behaviour.md#crate).
  const isWindowed = items.length > CRATE_WINDOWING_THRESHOLD;
  // The list the face showed at its last commit: the same list again is a swap (or a drag), not a change.
  const shownList = useRef(items);
  useLayoutEffect(() => {
    shownList.current = items;
  });
  const { virtualizer, rows } = useWindowRows({
    count: items.length,
    estimateSize: () => CRATE_ESTIMATED_ROW_PX,
    // Sizes follow the places, as the rows do (below): a row's element stays at its place when the crate is
    // reordered, and is measured again when its height changes with the track it shows. The overscan's rows
    // are what a short scroll shows before the list renders for it (see useWindowRows).
    overscan: 4,
    enabled: isWindowed,
    // A hidden face follows a scroll when the page is idle: the live one is what the user sees.
    lazy: hidden,
    keepDrawn: shownList.current === items,
    scrollMargin: list.current?.offsetTop ?? 0,
  });
  const [measure] = useState(() => (element: HTMLLIElement | null) => virtualizer.measureElement(element));
  const shown = isWindowed
    ? rows.map((row) => ({ index: row.index, top: row.start - virtualizer.options.scrollMargin }))
    : items.map((_, index) => ({ index, top: 0 }));

  // After every render, and so after the move's (which changed `items`): a pending refocus is done once.
  useLayoutEffect(() => {
    const target = refocus.current;
    if (!target) return;
    refocus.current = null;
    const button = document.getElementById(target.id);
    // Focus without its own scrolling, which would lay the page out at once and scroll a windowed list
    // behind the virtualizer's back (a second render in the same task, half a move's time at 4x CPU
    // slowdown). A button that has the focus already is not scrolled to by focus() anyway: the moved row is
    // kept in view here, and in a windowed list kept rendered (a row moved off the window would take the focus
    // with it), scrolling only when it has left the view.
    button?.focus({ preventScroll: true });
    if (!isWindowed) button?.scrollIntoView({ block: 'nearest' });
    else if (virtualizer.getOffsetForIndex(target.index, 'auto')?.[1] !== 'auto') {
      virtualizer.scrollToIndex(target.index, { align: 'auto' });
    }
  });

  return (
    <ol
      ref={list}
      className={hidden ? 'crate-list crate-list--ahead' : 'crate-list'}
      aria-hidden={hidden || undefined}
      aria-label={t('list')}
      style={isWindowed ? { height: virtualizer.getTotalSize(), position: 'relative' } : undefined}
    >
      {shown.map(({ index, top }) => {
        const item = items[index] as CrateItem;
        return (
          <CrateRow
            // A windowed row keeps its element at its place and shows whichever track is there: a move or a
            // reorder then changes what the rows say instead of moving and making elements (a move's
            // insertBefore alone took about 30 ms at 4x CPU slowdown, a smooth set's new rows more). The full
            // list of a short crate keeps an element per track.
            key={isWindowed ? index : item.id}
            item={item}
            index={index}
            count={items.length}
            transition={between[index] ?? null}
            previousTitle={items[index - 1]?.title ?? ''}
            notation={notation}
            dragged={drag?.from === index}
            target={drag !== null && drag.from !== index && drag.over === index}
            actions={editing ? actions : null}
            top={isWindowed ? top : null}
            measure={isWindowed ? measure : undefined}
            t={t}
            face={face}
          />
        );
      })}
    </ol>
  );
});
