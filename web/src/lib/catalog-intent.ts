import { signal } from '@preact/signals-react';

// What another page asks the Category tab to show. switchTab drops the query string (uni-app), so these
// choices travel here instead; the tab takes each one once and puts it back to null.

/** The channel a Home entry asked the Category tab to show. */
export const requestedChannel = signal<number | null>(null);

/** The track (its id) whose "mixes with" filter a track page or the crate asked the Category tab to turn on. */
export const requestedMixes = signal<number | null>(null);
