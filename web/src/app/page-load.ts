import type { ComponentType } from 'react';
import { PAGE_LOAD_TIMEOUT_MS } from '@/config/constants';

export class PageLoadTimeoutError extends Error {
  override readonly name = 'PageLoadTimeoutError';
}

/** A page whose code has not arrived within the page-load time-out is given up on. */
export function loadWithTimeout(
  load: () => Promise<ComponentType>,
  timeoutMs: number = PAGE_LOAD_TIMEOUT_MS,
): Promise<ComponentType> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new PageLoadTimeoutError(`Page not loaded within ${timeoutMs} ms`)),
      timeoutMs,
    );
    load().then(
      (component) => {
        clearTimeout(timer);
        resolve(component);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
