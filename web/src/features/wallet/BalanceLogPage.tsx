import { useSignals } from '@preact/signals-react/runtime';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { moneyLogQuery } from '@/entities/user/getMoneyLog';
import { token } from '@/lib/session';
import { InfiniteList, pagedListProps } from '@/ui/infinite-list/InfiniteList';
import { Page } from '@/ui/page/Page';
import { LedgerRow } from './LedgerRow';
import './wallet.css';

/** Every change of the balance, newest first. */
export default function BalanceLogPage() {
  useSignals();
  const { t } = useTranslation('wallet');
  const log = useInfiniteQuery(moneyLogQuery(token.value));
  return (
    <Page>
      <InfiniteList
        label={t('balanceLog')}
        {...pagedListProps(log)}
        empty={t('noEntries')}
        getKey={(entry) => entry.id}
        renderItem={(entry) => <LedgerRow entry={entry} unit="money" />}
      />
    </Page>
  );
}
