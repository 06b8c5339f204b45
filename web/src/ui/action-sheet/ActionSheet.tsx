import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalFrame } from '@/ui/dialog/ModalFrame';

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
  return (
    <ModalFrame className="action-sheet" titleId={titleId} onClose={onClose}>
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
    </ModalFrame>
  );
}
