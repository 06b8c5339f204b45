import { useSignals } from '@preact/signals-react/runtime';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Wallet } from 'lucide-react';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RECHARGE_MAX_YUAN } from '@/config/constants';
import {
  centsOf,
  continuePayment,
  stopAlipayInWeChat,
  tradeTypeFor,
  usePaymentWatch,
  useSubmitOnce,
} from '@/entities/payment/payment';
import { moneyLogQuery } from '@/entities/user/getMoneyLog';
import { userInfoQuery } from '@/entities/user/getUserInfo';
import { rechargeBalance, rechargeBalanceChanges } from '@/entities/user/rechargeBalance';
import { systemConfigQuery } from '@/lib/api/operations/getSystemConfig';
import { formatPrice } from '@/lib/format';
import { showToast } from '@/lib/layers/toast';
import { navigation } from '@/lib/navigation';
import { routeUrl } from '@/lib/routes';
import { token } from '@/lib/session';
import { Field } from '@/ui/field/Field';
import { retryableLazy } from '@/ui/lazy/retryableLazy';
import { AppLink } from '@/ui/link/AppLink';
import { Page } from '@/ui/page/Page';
import { PayMethods, PaymentWatch } from '@/ui/payment/PayMethods';
import { QueryView } from '@/ui/query-view/QueryView';
import './wallet.css';
import { invalidate } from '@/entities/invalidate';
import { SubmitButton } from '@/ui/field/SubmitButton';

const BalanceChart = retryableLazy(() => import('./BalanceChart'));

const AMOUNT_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;

/** A route path this app can go back to after a recharge (the order being paid); anything else is ignored. */
function backRoute(value: string | null): string | null {
  return value && /^\/pages\/[\w/]+(\?[\w=&%.,-]*)?$/.test(value) ? value : null;
}

function Recharge({ back }: { back: string | null }) {
  const { t } = useTranslation(['wallet', 'payment']);
  const config = useQuery(systemConfigQuery());
  const min = config.data?.recharge_min;
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<'wechat' | 'alipay'>('wechat');
  const { busy, run } = useSubmitOnce();

  const submit = () =>
    run(async () => {
      const value = amount.trim();
      if (!AMOUNT_PATTERN.test(value)) {
        showToast(t('amountInvalid'));
        return;
      }
      if (min !== undefined && centsOf(value) < centsOf(min)) {
        showToast(t('minimum', { amount: formatPrice(min) }));
        return;
      }
      if (centsOf(value) > centsOf(RECHARGE_MAX_YUAN)) {
        showToast(t('maximum', { amount: formatPrice(RECHARGE_MAX_YUAN) }));
        return;
      }
      if (await stopAlipayInWeChat(method)) return;
      try {
        const started = await rechargeBalance({
          amount: centsToYuan(centsOf(value)),
          pay_type: method,
          ...tradeTypeFor(method),
        });
        const watching = routeUrl('balance', { sn: started.order_sn, ...(back ? { back } : {}) });
        // WeChat's sheet closed paid: this page asks the provider, as after the payment page.
        if ((await continuePayment(started, watching)) === 'confirming') void navigation.redirectTo(watching);
      } catch {
        // The provider's message (the minimum, say) is on screen.
      }
    });

  return (
    <section className="card recharge" aria-labelledby="recharge-title">
      <h2 id="recharge-title" className="wallet-section__title">
        {t('recharge')}
      </h2>
      <Field
        label={t('amount')}
        value={amount}
        inputMode="decimal"
        placeholder={min ? t('minimumHint', { amount: formatPrice(min) }) : ''}
        onValue={setAmount}
      />
      <PayMethods
        methods={['wechat', 'alipay']}
        value={method}
        onChange={(next) => setMethod(next === 'alipay' ? 'alipay' : 'wechat')}
      />
      <SubmitButton
        type="button"
        className="btn btn--primary btn--block"
        pending={busy}
        answersWhilePending
        onClick={() => void submit()}
      >
        {t('rechargeNow')}
      </SubmitButton>
    </section>
  );
}

const centsToYuan = (cents: number) => (cents / 100).toFixed(2);

function Chart() {
  useSignals();
  const { t } = useTranslation(['wallet', 'payment']);
  const log = useInfiniteQuery(moneyLogQuery(token.value));
  const entries = log.data?.pages[0]?.data;
  const series = useMemo(() => {
    const ordered = [...(entries ?? [])].reverse();
    return { times: ordered.map((e) => e.createtime), values: ordered.map((e) => Number(e.after)) };
  }, [entries]);
  if (series.times.length < 2) return null;
  return (
    <figure className="card balance-chart" aria-label={t('chart')}>
      <figcaption className="visually-hidden">{t('chart')}</figcaption>
      <Suspense fallback={null}>
        <BalanceChart times={series.times} values={series.values} label={t('balance')} />
      </Suspense>
    </figure>
  );
}

/** My balance: the amount, a chart of its history, recharging (`open=recharge`), and the log. */
export default function BalancePage() {
  useSignals();
  const { t } = useTranslation(['wallet', 'payment']);
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const sn = params.get('sn') ?? undefined;
  const back = backRoute(params.get('back'));
  const [recharging, setRecharging] = useState(params.get('open') === 'recharge');
  const user = useQuery(userInfoQuery(token.value));
  const watch = usePaymentWatch(sn, Boolean(sn));
  const paid = watch.status?.paid === true;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the recharge is confirmed
  useEffect(() => {
    if (!paid) return;
    showToast(t('recharged'));
    void invalidate(queryClient, rechargeBalanceChanges);
  }, [paid]);

  return (
    <Page>
      <QueryView query={user}>
        {(info) => (
          <section className="card wallet-head" aria-label={t('balance')}>
            <Wallet aria-hidden={true} size={28} />
            <p className="wallet-head__figure">{formatPrice(info.money)}</p>
            <div className="wallet-head__actions">
              <button type="button" className="btn btn--primary" onClick={() => setRecharging(true)}>
                {t('recharge')}
              </button>
              <AppLink to={routeUrl('balanceLog')} className="btn">
                {t('balanceLog')}
              </AppLink>
            </div>
          </section>
        )}
      </QueryView>
      {sn ? (
        <PaymentWatch
          waiting={watch.waiting}
          timedOut={watch.timedOut}
          gaveUp={watch.gaveUp}
          onGiveUp={watch.giveUp}
          onCheckAgain={watch.checkAgain}
        />
      ) : null}
      {paid && back ? (
        <section className="card" role="status">
          <p>{t('recharged')}</p>
          <AppLink to={back} mode="redirect" className="btn btn--primary btn--block">
            {t('backToOrder')}
          </AppLink>
        </section>
      ) : null}
      {recharging && !(paid && back) ? <Recharge back={back} /> : null}
      <Chart />
    </Page>
  );
}
