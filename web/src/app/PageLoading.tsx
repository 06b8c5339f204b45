import { useEffect } from 'react';
import { beginLoading } from '@/lib/layers/loading';

/** Shown while the first page's code arrives; the shared indicator appears after the loading delay. */
export function PageLoading() {
  useEffect(() => beginLoading(), []);
  return null;
}
