import type { components } from '@djshop/api';
import { useSignals } from '@preact/signals-react/runtime';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Album, Music, Wallet } from 'lucide-react';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MUSICIAN_CHART_DAYS } from '@/config/constants';
import { mySubmissionsQuery } from '@/entities/writers/getMySubmissions';
import { myWithdrawalsQuery } from '@/entities/writers/getMyWithdrawals';
import { writerAmountQuery } from '@/entities/writers/getWriterAmount';
import { writerIncomeQuery, writerLedgerQuery } from '@/entities/writers/getWriterLedger';
import { formatDate, formatPrice } from '@/lib/format';
import { routeUrl } from '@/lib/routes';
import { token } from '@/lib/session';
import { userText } from '@/lib/user-text';
import { Image } from '@/ui/image/Image';
import { InfiniteList, pagedListProps } from '@/ui/infinite-list/InfiniteList';
import { retryableLazy } from '@/ui/lazy/retryableLazy';
import { AppLink } from '@/ui/link/AppLink';
import { Page } from '@/ui/page/Page';
import { QueryView } from '@/ui/query-view/QueryView';
import { incomeByDay } from './model/income';
import '@/ui/field/form.css';
import { MusicianOnly } from './MusicianOnly';
import './earnings.css';

const IncomeChart = retryableLazy(() => import('./IncomeChart'));

type Amount = components['schemas']['WriterAmount'];
const TABS = ['ledger', 'submissions', 'withdrawals'] as const;
type Tab = (typeof TABS)[number];
const CHART_HEIGHT_PX = 160;

function Earnings({ amount }: { amount: Amount }) {
  const { t } = useTranslation('earnings');
  const figures: [string, string][] = [
    [t('centre.total'), amount.total_income],
    [t('centre.today'), amount.today_income],
    [t('centre.withdrawn'), amount.withdrawn],
    [t('centre.frozen'), amount.frozen],
  ];
  return (
    <section className="card earnings" aria-labelledby="earnings-title">
      <h2 id="earnings-title" className="earnings__title">
        {t('centre.balance')}
      </h2>
      <p className="earnings__balance" data-testid="balance">
        {formatPrice(amount.balance)}
      </p>
      <dl className="earnings__figures">
        {figures.map(([label, value]) => (
          <div key={label} className="earnings__figure">
            <dt>{label}</dt>
            <dd>{formatPrice(value)}</dd>
          </div>
        ))}
      </dl>
      <nav className="earnings__actions" aria-label={t('centre.actions')}>
        <AppLink to={routeUrl('songUpload')} className="btn">
          <Music aria-hidden="true" className="btn__icon" />
          {t('centre.uploadSong')}
        </AppLink>
        <AppLink to={routeUrl('albumUpload')} className="btn">
          <Album aria-hidden="true" className="btn__icon" />
          {t('centre.uploadAlbum')}
        </AppLink>
        <AppLink to={routeUrl('withdrawal')} className="btn">
          <Wallet aria-hidden="true" className="btn__icon" />
          {t('centre.withdraw')}
        </AppLink>
      </nav>
    </section>
  );
}

function IncomeSection() {
  useSignals();
  const { t, i18n } = useTranslation('earnings');
  const income = useQuery(writerIncomeQuery(token.value));
  const series = useMemo(
    () => (income.data ? incomeByDay(income.data.data, Date.now(), MUSICIAN_CHART_DAYS) : undefined),
    [income.data],
  );
  return (
    <section className="card income-chart" aria-labelledby="income-title">
      <h2 id="income-title" className="section-title">
        {t('centre.chart', { days: MUSICIAN_CHART_DAYS })}
      </h2>
      <QueryView query={income} skeleton={<div className="income-chart__canvas skeleton" aria-busy="true" />}>
        {() =>
          series ? (
            <Suspense fallback={<div className="income-chart__canvas skeleton" aria-busy="true" />}>
              <IncomeChart
                days={series.days}
                amounts={series.amounts}
                height={CHART_HEIGHT_PX}
                seriesLabel={t('centre.income')}
                label={t('centre.chartSummary', {
                  days: MUSICIAN_CHART_DAYS,
                  total: formatPrice(series.total),
                  from: formatDate(series.days[0] ?? 0, i18n.language),
                })}
              />
            </Suspense>
          ) : null
        }
      </QueryView>
    </section>
  );
}

function Ledger() {
  useSignals();
  const { t, i18n } = useTranslation('earnings');
  const ledger = useInfiniteQuery(writerLedgerQuery(token.value));
  return (
    <InfiniteList
      label={t('centre.tabs.ledger')}
      {...pagedListProps(ledger)}
      getKey={(line) => line.id}
      renderItem={(line) => (
        <div className="line-row">
          <div className="line-row__main">
            <p className="line-row__title">{userText(line.memo)}</p>
            <p className="line-row__meta">{formatDate(line.createtime, i18n.language)}</p>
          </div>
          <p className={`line-row__amount${line.amount.startsWith('-') ? ' is-out' : ' is-in'}`}>
            {line.amount.startsWith('-') ? line.amount : `+${line.amount}`}
          </p>
        </div>
      )}
    />
  );
}

function Submissions() {
  useSignals();
  const { t, i18n } = useTranslation('earnings');
  const submissions = useInfiniteQuery(mySubmissionsQuery(token.value));
  return (
    <InfiniteList
      label={t('centre.tabs.submissions')}
      {...pagedListProps(submissions)}
      getKey={(item) => item.id}
      renderItem={(item) => (
        <article className="line-row" aria-label={userText(item.title)}>
          <Image src={item.cover} alt="" ratio={1} className="line-row__cover" />
          <div className="line-row__main">
            <p className="line-row__title">{userText(item.title)}</p>
            <p className="line-row__meta">
              {t(`centre.kind.${item.kind}`)} · {formatDate(item.createtime, i18n.language)}
            </p>
            {item.status === 'rejected' && item.reason ? (
              <p className="line-row__reason">{t('centre.reason', { reason: userText(item.reason) })}</p>
            ) : null}
          </div>
          <span className={`status-tag status-tag--${item.status}`}>{t(`centre.review.${item.status}`)}</span>
        </article>
      )}
    />
  );
}

function Withdrawals() {
  useSignals();
  const { t, i18n } = useTranslation('earnings');
  const withdrawals = useInfiniteQuery(myWithdrawalsQuery(token.value));
  return (
    <InfiniteList
      label={t('centre.tabs.withdrawals')}
      {...pagedListProps(withdrawals)}
      getKey={(item) => item.id}
      renderItem={(item) => (
        <div className="line-row">
          <div className="line-row__main">
            <p className="line-row__title">
              {t(`withdraw.types.${item.type}`)} {formatPrice(item.amount)}
            </p>
            <p className="line-row__meta">{formatDate(item.createtime, i18n.language)}</p>
          </div>
          <span className={`status-tag status-tag--${item.status}`}>{t(`withdraw.status.${item.status}`)}</span>
        </div>
      )}
    />
  );
}

function Centre() {
  useSignals();
  const { t } = useTranslation('earnings');
  const [params] = useSearchParams();
  const amount = useQuery(writerAmountQuery(token.value));
  const requested = params.get('tab');
  const [tab, setTab] = useState<Tab>(TABS.find((name) => name === requested) ?? 'ledger');
  return (
    <>
      <QueryView query={amount}>{(data) => <Earnings amount={data} />}</QueryView>
      <IncomeSection />
      <div className="tabs" role="tablist" aria-label={t('centre.lists')}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`centre-tab-${name}`}
            aria-controls="centre-panel"
            aria-selected={tab === name}
            className={`tabs__tab${tab === name ? ' is-active' : ''}`}
            onClick={() => setTab(name)}
          >
            {t(`centre.tabs.${name}`)}
          </button>
        ))}
      </div>
      <section id="centre-panel" role="tabpanel" aria-labelledby={`centre-tab-${tab}`} className="tabs__panel">
        {tab === 'ledger' ? <Ledger /> : tab === 'submissions' ? <Submissions /> : <Withdrawals />}
      </section>
    </>
  );
}

/** The musician centre: earnings, income over time, the ledger, submissions and withdrawals. */
export default function CentrePage() {
  return (
    <Page>
      <MusicianOnly>
        <Centre />
      </MusicianOnly>
    </Page>
  );
}
