import { useSignals } from '@preact/signals-react/runtime';
import { Z_INDEX_TOAST } from '@/config/constants';
import { toast } from '@/lib/layers/toast';

export function Toast() {
  useSignals();
  const current = toast.value;
  return (
    <div className="toast-region" role="status" aria-live="polite" style={{ zIndex: Z_INDEX_TOAST }}>
      {current ? (
        <p key={current.id} className="toast">
          {current.message}
        </p>
      ) : null}
    </div>
  );
}
