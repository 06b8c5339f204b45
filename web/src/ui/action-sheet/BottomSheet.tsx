import { type ReactNode, useRef } from 'react';
import { Z_INDEX_MASK, Z_INDEX_POPUP } from '@/config/constants';
import { useCloseOnBack, useFocusTrap } from '@/ui/dialog/overlay';

/**
 * The frame every bottom sheet shares; render it only while open. Modal over a mask: the focus moves in and
 * stays, and a mask tap, Escape or back closes it (docs/behaviour.md#popup). `titleId` names the heading the
 * sheet draws as its first child.
 */
export function BottomSheet({
  className,
  titleId,
  onClose,
  children,
}: {
  className: string;
  titleId: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useCloseOnBack(onClose);
  const onKeyDown = useFocusTrap(panel, onClose);
  return (
    <>
      <div className="mask" style={{ zIndex: Z_INDEX_MASK }} aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        className={className}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        style={{ zIndex: Z_INDEX_POPUP }}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </>
  );
}
