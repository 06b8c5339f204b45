import { type ReactNode, useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LAYOUT_BASE_WIDTH_PX, PULL_REFRESH_RESTORE_MS, ROOT_FONT_DIVISOR } from '@/config/constants';
import { rootFontSize } from '@/ui/layout/layout';
import { initialPull, type PullAction, type PullModel, pullGeometry, pullOffset, pullReducer } from './model';

export interface PullRefreshProps {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}

const MESSAGE_KEYS = {
  idle: 'pullRefresh.pull',
  pulling: 'pullRefresh.pull',
  aborting: 'pullRefresh.pull',
  reached: 'pullRefresh.release',
  refreshing: 'pullRefresh.refreshing',
  restoring: 'pullRefresh.done',
} as const;

/** Wraps a page that scrolls the window; a downward drag from the very top refreshes it. */
export function PullRefresh({ onRefresh, children }: PullRefreshProps) {
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement>(null);
  // The rem scale: the 375 px defaults grow with the layout.
  const geometry = pullGeometry(rootFontSize(window.innerWidth) / (LAYOUT_BASE_WIDTH_PX / ROOT_FONT_DIVISOR));
  const [model, dispatch] = useReducer(
    (current: PullModel, action: PullAction) => pullReducer(current, action, geometry),
    initialPull,
  );
  const refresh = useRef(onRefresh);
  refresh.current = onRefresh;

  useEffect(() => {
    if (model.state === 'refreshing') {
      let live = true;
      void refresh
        .current()
        .catch(() => undefined)
        .finally(() => {
          if (live) dispatch({ type: 'refreshed' });
        });
      return () => {
        live = false;
      };
    }
    if (model.state === 'restoring' || model.state === 'aborting') {
      const timer = setTimeout(() => dispatch({ type: 'settled' }), PULL_REFRESH_RESTORE_MS);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [model.state]);

  // Native listeners: React's touch listeners are passive, and a pull must stop the page from scrolling.
  const pulling = model.state === 'pulling' || model.state === 'reached';
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    const start = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (event.touches.length !== 1 || !touch) return;
      dispatch({ type: 'start', y: touch.clientY, atTop: window.scrollY <= 0 });
    };
    const move = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!touch) return;
      dispatch({ type: 'move', y: touch.clientY });
      if (pulling && event.cancelable) event.preventDefault();
    };
    const end = () => dispatch({ type: 'end' });
    element.addEventListener('touchstart', start, { passive: true });
    element.addEventListener('touchmove', move, { passive: false });
    element.addEventListener('touchend', end);
    element.addEventListener('touchcancel', end);
    return () => {
      element.removeEventListener('touchstart', start);
      element.removeEventListener('touchmove', move);
      element.removeEventListener('touchend', end);
      element.removeEventListener('touchcancel', end);
    };
  }, [pulling]);

  const offset = pullOffset(model, geometry);
  const animate = !pulling;
  return (
    <div ref={area} className="pull-refresh" data-state={model.state}>
      <div
        className="pull-refresh__indicator"
        role="status"
        aria-live="polite"
        style={{ height: offset, transition: animate ? `height ${PULL_REFRESH_RESTORE_MS}ms` : 'none' }}
      >
        {model.state === 'idle' ? null : t(MESSAGE_KEYS[model.state])}
      </div>
      {children}
    </div>
  );
}
