import { useSignals } from '@preact/signals-react/runtime';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { Z_INDEX_MASK, Z_INDEX_POPUP } from '@/config/constants';
import { closeDialog, type DialogRequest, dialogQueue } from './store';

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

function DialogView({ request }: { request: DialogRequest }) {
  const titleId = useId();
  const bodyId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => previous?.focus();
  }, []);

  // Focus stays inside the dialog: Tab from the last control wraps to the first and back.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      closeDialog(request.id, 'dismiss');
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      <div className="mask" style={{ zIndex: Z_INDEX_MASK }} aria-hidden="true" />
      <div
        ref={panel}
        className="dialog"
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
