import { signal } from '@preact/signals-react';

/**
 * The channel a Home entry asked the Category tab to show. switchTab drops the query string (uni-app), so
 * the choice travels here instead.
 */
export const requestedChannel = signal<number | null>(null);
