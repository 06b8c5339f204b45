import { computed, signal } from '@preact/signals-react';
import { LOADING_DELAY_MS } from '@/config/constants';

const pending = signal(0);
const delayPassed = signal(false);
let timer: ReturnType<typeof setTimeout> | undefined;

/** The indicator appears only when work has lasted LOADING_DELAY_MS, so quick calls do not flash it. */
export const loadingVisible = computed(() => pending.value > 0 && delayPassed.value);

/** Marks the start of work that deserves the indicator; call the returned function once it ends. */
export function beginLoading(): () => void {
  pending.value += 1;
  if (pending.value === 1) {
    timer = setTimeout(() => {
      delayPassed.value = true;
    }, LOADING_DELAY_MS);
  }
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    pending.value = Math.max(0, pending.value - 1);
    if (pending.value === 0) {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      delayPassed.value = false;
    }
  };
}

/**
 * Forgets all work in flight. The app never calls it; the tests' setup does before each test, because the test
 * files of a worker share this module and a test that left a call unanswered would keep the indicator on.
 */
export function resetLoading(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  pending.value = 0;
  delayPassed.value = false;
}
