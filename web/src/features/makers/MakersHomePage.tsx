import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MAKERS_HOME_LATEST } from '@/config/constants';
import { writerHomeQuery } from '@/entities/writers/getWriterHome';
import { formatCount } from '@/lib/format';
import { routeUrl } from '@/lib/routes';
import { token } from '@/lib/session';
import { userText } from '@/lib/user-text';
import { GoodsRow } from '@/ui/goods/GoodsRow';
import { Image } from '@/ui/image/Image';
import { AppLink } from '@/ui/link/AppLink';
import { Page } from '@/ui/page/Page';
import { EmptyState, QueryView } from '@/ui/query-view/QueryView';
import { FollowButton } from './components/FollowButton';
import '@/ui/field/form.css';
import './makers.css';
import { idParam } from './params';

/** A musician's home page: banner, profile, counts, follow, and the latest works. */
export default function MakersHomePage() {
  useSignals();
  const { t } = useTranslation('makers');
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const home = useQuery(writerHomeQuery(id, token.value));
  if (id === 0) {
    return (
      <Page>
        <EmptyState>{t('home.unknown')}</EmptyState>
      </Page>
    );
  }
  return (
    <Page dataTitle={home.data ? userText(home.data.writer.nickname) : undefined}>
      <QueryView query={home}>
        {({ writer, banner, albums, songs, latest }) => (
          <>
            <div className="maker-banner">
              <Image src={banner} alt="" ratio={2.5} className="maker-banner__image" priority />
            </div>
            <section className="card maker-profile" aria-labelledby="maker-name">
              <Image src={writer.avatar} alt="" ratio={1} className="maker-profile__avatar" eager />
              <div className="maker-profile__head">
                <h2 id="maker-name" className="maker-profile__name">
                  {userText(writer.nickname)}
                </h2>
                <p className="maker-profile__style">{userText(writer.style)}</p>
              </div>
              <FollowButton writerId={writer.id} name={userText(writer.nickname)} following={writer.is_follow} />
              <dl className="maker-counts">
                <div>
                  <dt>{t('home.fans')}</dt>
                  <dd data-testid="maker-fans">{formatCount(writer.fans)}</dd>
                </div>
                <div>
                  <dt>{t('home.songs')}</dt>
                  <dd>{formatCount(songs)}</dd>
                </div>
                <div>
                  <dt>{t('home.albums')}</dt>
                  <dd>{formatCount(albums)}</dd>
                </div>
              </dl>
              <p className="prewrap maker-profile__text">{userText(writer.profile)}</p>
              {writer.genres.length > 0 ? (
                <ul className="chips chips--wrap" aria-label={t('home.genres')}>
                  {writer.genres.map((genre) => (
                    <li key={genre} className="chip">
                      {userText(genre)}
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
            <section className="card" aria-labelledby="maker-latest">
              <div className="section-head">
                <h2 id="maker-latest" className="section-title">
                  {t('home.latest')}
                </h2>
                <AppLink to={routeUrl('makersWorks', { id: writer.id })} className="section-more">
                  {t('home.allWorks')}
                </AppLink>
              </div>
              {latest.length === 0 ? (
                <EmptyState>{t('home.noWorks')}</EmptyState>
              ) : (
                <ul className="plain-list">
                  {latest.slice(0, MAKERS_HOME_LATEST).map((goods) => (
                    <li key={goods.id}>
                      <GoodsRow goods={goods} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </QueryView>
    </Page>
  );
}
