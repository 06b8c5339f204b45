import { PULL_REFRESH_HEIGHT_PX, PULL_REFRESH_RANGE_PX } from '@/config/constants';

// Pull-to-refresh as a pure state machine (docs/behaviour.md#constants), so every transition is testable alone.

export type PullState = 'idle' | 'pulling' | 'reached' | 'refreshing' | 'restoring' | 'aborting';

export interface PullModel {
  state: PullState;
  /** Finger travel since the touch began, px. */
  distance: number;
  /** Where the touch began; null when no pull is being tracked. */
  startY: number | null;
}

export interface PullGeometry {
  /** The indicator's height while refreshing, px. */
  height: number;
  /** Travel needed before a release refreshes, px. */
  range: number;
}

export type PullAction =
  | { type: 'start'; y: number; atTop: boolean }
  | { type: 'move'; y: number }
  | { type: 'end' }
  | { type: 'refreshed' }
  | { type: 'settled' };

export const initialPull: PullModel = { state: 'idle', distance: 0, startY: null };

/** The defaults are given at the 375 px base width and scale with the layout. */
export function pullGeometry(scale: number): PullGeometry {
  return { height: PULL_REFRESH_HEIGHT_PX * scale, range: PULL_REFRESH_RANGE_PX * scale };
}

/** How far the content moves: the finger travel mapped so that `range` of travel shows `height`. */
export function pullOffset(model: PullModel, { height, range }: PullGeometry): number {
  if (model.state === 'refreshing') return Math.round(height);
  if (model.state === 'pulling' || model.state === 'reached') return Math.round((model.distance * height) / range);
  return 0;
}

const BUSY: readonly PullState[] = ['aborting', 'refreshing', 'restoring'];

export function pullReducer(model: PullModel, action: PullAction, { range }: PullGeometry): PullModel {
  // While the indicator is busy or sliding back, touches do nothing.
  if (BUSY.includes(model.state) && (action.type === 'start' || action.type === 'move' || action.type === 'end')) {
    return model;
  }
  switch (action.type) {
    case 'start':
      return action.atTop ? { state: 'idle', distance: 0, startY: action.y } : initialPull;
    case 'move': {
      if (model.startY === null) return model;
      const distance = action.y - model.startY;
      // Dragging up (or back above the start) is a normal scroll, not a pull.
      if (distance <= 0) return { ...model, state: 'idle', distance: 0 };
      return { ...model, state: distance >= range ? 'reached' : 'pulling', distance };
    }
    case 'end':
      if (model.state === 'reached') return { state: 'refreshing', distance: 0, startY: null };
      if (model.state === 'pulling') return { state: 'aborting', distance: 0, startY: null };
      return initialPull;
    case 'refreshed':
      return model.state === 'refreshing' ? { ...model, state: 'restoring' } : model;
    case 'settled':
      return model.state === 'restoring' || model.state === 'aborting' ? initialPull : model;
  }
}
