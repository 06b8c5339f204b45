import { ArrowDown, ArrowUp, GripVertical, Trash2 } from 'lucide-react';
import { type PointerEvent, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { transitions } from '@/lib/camelot-neighbours';
import type { CrateItem } from '@/lib/crate/crate';
import { formatKey, keyNotation } from '@/lib/key-notation';
import { goodsDetailUrl } from '@/ui/goods/detail-url';
import { Image } from '@/ui/image/Image';
import { AppLink } from '@/ui/link/AppLink';
import { Harmony } from './Harmony';

export interface CrateEditing {
  onMove: (from: number, to: number) => void;
  onRemove: (item: CrateItem) => void;
}

interface Drag {
  from: number;
  over: number;
}

/** The row a pointer at `y` is over, from the rows' boxes on screen. */
function rowAt(list: HTMLElement, y: number): number {
  const rows = list.querySelectorAll<HTMLElement>('.crate-row');
  for (const [index, row] of rows.entries()) {
    const box = row.getBoundingClientRect();
    if (y < box.top + box.height / 2) return index;
  }
  return rows.length - 1;
}

/**
 * The crate's tracks in order, with whether each two neighbours mix between them. Editable (the crate page)
 * with move-up and move-down buttons, a drag handle and remove; read-only (a shared copy) without.
 */
export function CrateList({ items, editing }: { items: readonly CrateItem[]; editing?: CrateEditing }) {
  const { t } = useTranslation('crate');
  const notation = keyNotation.value;
  const between = transitions(items);
  const list = useRef<HTMLOListElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  // After a move by button the button keeps the focus, so the keyboard can go on moving the same track.
  const [refocus, setRefocus] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useLayoutEffect(() => {
    if (!refocus) return;
    document.getElementById(refocus)?.focus();
    setRefocus(null);
  }, [refocus]);

  const move = (item: CrateItem, from: number, to: number, button?: 'up' | 'down') => {
    if (!editing || to < 0 || to >= items.length) return;
    editing.onMove(from, to);
    setAnnouncement(t('moved', { title: item.title, position: to + 1 }));
    if (button) {
      // At the top or bottom the pressed button is disabled: the other one takes the focus.
      const edge = (button === 'up' && to === 0) || (button === 'down' && to === items.length - 1);
      setRefocus(`crate-${edge ? (button === 'up' ? 'down' : 'up') : button}-${item.id}`);
    }
  };

  const startDrag = (index: number) => (event: PointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ from: index, over: index });
  };
  const moveDrag = (event: PointerEvent<HTMLButtonElement>) => {
    if (!drag || !list.current) return;
    const over = rowAt(list.current, event.clientY);
    if (over !== drag.over) setDrag({ ...drag, over });
  };
  const endDrag = () => {
    if (!drag) return;
    const item = items[drag.from];
    setDrag(null);
    if (item && drag.over !== drag.from) move(item, drag.from, drag.over);
  };

  return (
    <>
      <ol ref={list} className="crate-list" aria-label={t('list')}>
        {items.map((item, index) => {
          const detail = goodsDetailUrl({ id: item.id, goods_type: item.goodsType, section: item.section });
          const facts = [item.bpm ? `${item.bpm} BPM` : '', formatKey(item.key, notation)].filter(Boolean).join(' · ');
          const transition = between[index - 1];
          const previous = items[index - 1];
          const rowClass = [
            'crate-row',
            drag?.from === index ? 'crate-row--dragged' : '',
            drag && drag.from !== index && drag.over === index ? 'crate-row--target' : '',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <li
              key={item.id}
              className={rowClass}
              aria-label={`${t('position', { position: index + 1, count: items.length })}: ${item.title}`}
            >
              {transition && previous ? (
                <Harmony transition={transition} from={previous.title} to={item.title} />
              ) : null}
              <div className="crate-row__body">
                <span className="crate-row__index" aria-hidden="true">
                  {index + 1}
                </span>
                <Image src={item.cover} alt="" ratio={1} className="crate-row__cover" />
                <div className="crate-row__text">
                  <p className="crate-row__title">
                    {detail ? <AppLink to={detail}>{item.title}</AppLink> : item.title}
                  </p>
                  <p className="crate-row__facts">{[item.artist, facts].filter(Boolean).join(' · ')}</p>
                </div>
                {editing ? (
                  <div className="crate-row__tools">
                    <button
                      type="button"
                      id={`crate-up-${item.id}`}
                      className="icon-button"
                      aria-label={t('moveUp', { title: item.title })}
                      disabled={index === 0}
                      onClick={() => move(item, index, index - 1, 'up')}
                    >
                      <ArrowUp aria-hidden="true" size={18} />
                    </button>
                    <button
                      type="button"
                      id={`crate-down-${item.id}`}
                      className="icon-button"
                      aria-label={t('moveDown', { title: item.title })}
                      disabled={index === items.length - 1}
                      onClick={() => move(item, index, index + 1, 'down')}
                    >
                      <ArrowDown aria-hidden="true" size={18} />
                    </button>
                    <button
                      type="button"
                      className="icon-button"
                      aria-label={t('remove', { title: item.title })}
                      onClick={() => editing.onRemove(item)}
                    >
                      <Trash2 aria-hidden="true" size={18} />
                    </button>
                    <button
                      type="button"
                      className="icon-button crate-row__handle"
                      aria-label={t('drag', { title: item.title })}
                      // The buttons above are the keyboard's way; the handle is for a finger or a mouse.
                      tabIndex={-1}
                      onPointerDown={startDrag(index)}
                      onPointerMove={moveDrag}
                      onPointerUp={endDrag}
                      onPointerCancel={() => setDrag(null)}
                    >
                      <GripVertical aria-hidden="true" size={18} />
                    </button>
                  </div>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
