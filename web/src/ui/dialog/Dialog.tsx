import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef } from 'react';
import { Z_INDEX_MASK, Z_INDEX_POPUP } from '@/config/constants';
import { closeDialog, type DialogRequest, dialogQueue } from '@/lib/layers/dialog';
import { overlayHistorySettled, useCloseOnBack, useFocusTrap } from './overlay';

function DialogView({ request }: { request: DialogRequest }) {
  const titleId = useId();
  const bodyId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const dismiss = () => closeDialog(request.id, 'dismiss');
  useCloseOnBack(dismiss);
  const onKeyDown = useFocusTrap(panel, dismiss);
  // The caller learns the choice only once the dialog's history entry is gone: a caller that navigates
  // (cancel on the version notice opens help) would otherwise have its new page popped by that entry.
  // Declared after useCloseOnBack so that its clean-up, which starts the pop, has run first.
  useEffect(
    () => () => {
      queueMicrotask(() => {
        void overlayHistorySettled().then(() => request.resolve(request.result ?? 'dismiss'));
      });
    },
    [request],
  );

  return (
    <>
      <div className="mask" style={{ zIndex: Z_INDEX_MASK }} aria-hidden="true" />
      <div
        ref={panel}
        className="dialog"
        tabIndex={-1}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        style={{ zIndex: Z_INDEX_POPUP }}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="dialog__title">
          {request.title}
        </h2>
        <p id={bodyId} className="dialog__content">
          {request.content}
        </p>
        <div className="dialog__actions">
          {request.cancelText ? (
            <button type="button" className="btn btn--plain" onClick={() => closeDialog(request.id, 'cancel')}>
              {request.cancelText}
            </button>
          ) : null}
          <button
            type="button"
            className="btn btn--primary"
            data-autofocus
            onClick={() => closeDialog(request.id, 'confirm')}
          >
            {request.confirmText}
          </button>
        </div>
      </div>
    </>
  );
}

export function DialogHost() {
  useSignals();
  const current = dialogQueue.value[0];
  return current ? <DialogView key={current.id} request={current} /> : null;
}
