import { type ReactNode, useRef } from 'react';
import { Z_INDEX_MASK, Z_INDEX_POPUP } from '@/config/constants';
import { useCloseOnBack, useFocusTrap } from './overlay';

/**
 * The frame every modal layer over a mask shares (the bottom sheets, the launch popup); render it only while
 * open. The focus moves in and stays, and Escape or back closes it, and a mask tap too unless `closeOnMask` is
 * false (the launch popup closes by its own button only: docs/behaviour.md#popup). `titleId` names the heading
 * the layer draws as its first child.
 */
export function ModalFrame({
  className,
  titleId,
  onClose,
  closeOnMask = true,
  children,
}: {
  className: string;
  titleId: string;
  onClose: () => void;
  closeOnMask?: boolean;
  children: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useCloseOnBack(onClose);
  const onKeyDown = useFocusTrap(panel, onClose);
  return (
    <>
      <div
        className="mask"
        style={{ zIndex: Z_INDEX_MASK }}
        aria-hidden="true"
        onClick={closeOnMask ? onClose : undefined}
      />
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
