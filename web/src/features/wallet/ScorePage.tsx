import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { userInfoQuery } from '@/entities/user/getUserInfo';
import { routeUrl } from '@/lib/routes';
import { token } from '@/lib/session';
import { AppLink } from '@/ui/link/AppLink';
import { Page } from '@/ui/page/Page';
import { QueryView } from '@/ui/query-view/QueryView';
import { ScoreLog } from './ScoreLogPage';
import './wallet.css';

/** My points: how many, where to spend them (unlock music), and the latest changes. */
export default function ScorePage() {
  useSignals();
  const { t } = useTranslation('wallet');
  const user = useQuery(userInfoQuery(token.value));
  return (
    <Page>
      <QueryView query={user}>
        {(info) => (
          <section className="card wallet-head" aria-label={t('scoreTitle')}>
            <Coins aria-hidden={true} size={28} />
            <p className="wallet-head__figure">{t('points', { count: info.score })}</p>
            <div className="wallet-head__actions">
              <AppLink to={routeUrl('unlockMusic')} className="btn btn--primary">
                {t('unlockMusic')}
              </AppLink>
              <AppLink to={routeUrl('scoreLog')} className="btn">
                {t('scoreLog')}
              </AppLink>
            </div>
          </section>
        )}
      </QueryView>
      <ScoreLog />
    </Page>
  );
}
