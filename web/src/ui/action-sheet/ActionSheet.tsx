import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Z_INDEX_MASK, Z_INDEX_POPUP } from '@/config/constants';
import { useCloseOnBack, useFocusTrap } from '@/ui/dialog/overlay';

export interface ActionSheetItem<K extends string = string> {
  key: K;
  label: string;
  /** Drawn in the warning colour (delete, log out). */
  danger?: boolean;
}

export interface ActionSheetProps<K extends string> {
  title: string;
  items: readonly ActionSheetItem<K>[];
  onSelect: (key: K) => void;
  onClose: () => void;
}

/** A bottom sheet of choices; render it only while open. Mask tap, Escape, back and Cancel close it. */
export function ActionSheet<K extends string>({ title, items, onSelect, onClose }: ActionSheetProps<K>) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useCloseOnBack(onClose);
  const onKeyDown = useFocusTrap(panel, onClose);
  return (
    <>
      <div className="mask" style={{ zIndex: Z_INDEX_MASK }} aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        className="action-sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        style={{ zIndex: Z_INDEX_POPUP }}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="action-sheet__title">
          {title}
        </h2>
        <ul className="action-sheet__list">
          {items.map((item) => (
            <li key={item.key}>
              <button
                type="button"
                className={item.danger ? 'action-sheet__item action-sheet__item--danger' : 'action-sheet__item'}
                onClick={() => {
                  onClose();
                  onSelect(item.key);
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className="action-sheet__item action-sheet__cancel" onClick={onClose}>
          {t('common.cancel')}
        </button>
      </div>
    </>
  );
}
