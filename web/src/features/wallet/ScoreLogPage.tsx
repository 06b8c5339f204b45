import { useSignals } from '@preact/signals-react/runtime';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ScoreLogType, scoreLogQuery } from '@/entities/user/getScoreLog';
import { token } from '@/lib/session';
import { InfiniteList, pagedListProps } from '@/ui/infinite-list/InfiniteList';
import { Page } from '@/ui/page/Page';
import { LedgerRow } from './LedgerRow';
import './wallet.css';

const FILTERS = ['all', 'income', 'expense'] as const;
type Filter = (typeof FILTERS)[number];

/** The points log: all changes, gains or spends. */
export function ScoreLog() {
  useSignals();
  const { t } = useTranslation('wallet');
  const [filter, setFilter] = useState<Filter>('all');
  const type: ScoreLogType | undefined = filter === 'all' ? undefined : filter;
  const log = useInfiniteQuery(scoreLogQuery(type, token.value));
  return (
    <>
      <div className="tabs" role="tablist" aria-label={t('filter')}>
        {FILTERS.map((candidate) => (
          <button
            key={candidate}
            type="button"
            role="tab"
            id={`score-tab-${candidate}`}
            aria-selected={filter === candidate}
            aria-controls="score-panel"
            className="tabs__tab"
            onClick={() => setFilter(candidate)}
          >
            {t(`filters.${candidate}`)}
          </button>
        ))}
      </div>
      <section id="score-panel" role="tabpanel" aria-labelledby={`score-tab-${filter}`}>
        <InfiniteList
          key={filter}
          label={t('scoreLog')}
          {...pagedListProps(log)}
          empty={t('noEntries')}
          getKey={(entry) => entry.id}
          renderItem={(entry) => <LedgerRow entry={entry} unit="points" />}
        />
      </section>
    </>
  );
}

export default function ScoreLogPage() {
  return (
    <Page>
      <ScoreLog />
    </Page>
  );
}
