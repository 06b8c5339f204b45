import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { writerInfoQuery } from '@/entities/writers/getWriterInfo';
import { token } from '@/lib/session';
import { QueryView } from '@/ui/query-view/QueryView';
import { NotMusician } from './NotMusician';

/** The musician's own forms, shown to approved musicians; anyone else sees where their application stands. */
export function MusicianOnly({ children }: { children: ReactNode }) {
  useSignals();
  const info = useQuery(writerInfoQuery(token.value));
  return (
    <QueryView query={info}>
      {(data) => (data.status === 'approved' ? children : <NotMusician status={data.status} />)}
    </QueryView>
  );
}
