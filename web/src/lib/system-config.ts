import type { components } from '@djshop/api';
import { signal } from '@preact/signals-react';

export type SystemConfig = components['schemas']['SystemConfig'];

/** The provider's global configuration, loaded once at start-up (null until it arrives). */
export const systemConfig = signal<SystemConfig | null>(null);
