import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { UNDO_WINDOW_MS } from '@/config/constants';
import { invalidate } from '@/entities/invalidate';
import type { QueryKeyPrefix } from '@/lib/query-keys';

/**
 * A toggle that takes an item out of a list (un-collect, unfollow) and offers its undo for a while: the
 * row stays where it was, marked as removed, so a slip is one tap to repair. Once the window is over the
 * list (and whatever else the toggle changes, its `changes`) is asked again and the row leaves.
 */
export function useUndoableToggle(toggle: (id: number) => Promise<unknown>, changes: readonly QueryKeyPrefix[]) {
  const queryClient = useQueryClient();
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const settle = (id: number) => {
    timers.current.delete(id);
    setRemoved((current) => {
      const next = new Set(current);
      next.delete(id);
      return next;
    });
    void invalidate(queryClient, changes);
  };

  const mutation = useMutation({
    mutationFn: ({ id }: { id: number; undo: boolean }) => toggle(id),
    onSuccess: (_, { id, undo }) => {
      const timer = timers.current.get(id);
      if (timer) clearTimeout(timer);
      if (undo) {
        timers.current.delete(id);
        setRemoved((current) => {
          const next = new Set(current);
          next.delete(id);
          return next;
        });
        return;
      }
      setRemoved((current) => new Set(current).add(id));
      timers.current.set(
        id,
        setTimeout(() => settle(id), UNDO_WINDOW_MS),
      );
    },
  });

  return {
    removed,
    busy: (id: number) => mutation.isPending && mutation.variables?.id === id,
    remove: (id: number) => mutation.mutate({ id, undo: false }),
    undo: (id: number) => mutation.mutate({ id, undo: true }),
  };
}
