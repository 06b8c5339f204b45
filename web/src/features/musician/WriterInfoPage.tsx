import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { writerInfoQuery } from '@/entities/writers/getWriterInfo';
import { formatCount } from '@/lib/format';
import { isRouteName, routeUrl } from '@/lib/routes';
import { token } from '@/lib/session';
import { userText } from '@/lib/user-text';
import { Image } from '@/ui/image/Image';
import { AppLink } from '@/ui/link/AppLink';
import { Page } from '@/ui/page/Page';
import { QueryView } from '@/ui/query-view/QueryView';
import { NotMusician } from './components/NotMusician';
import './musician.css';

/** The musician's own public profile as buyers see it, with the ways to edit it and to their home page. */
export default function WriterInfoPage() {
  useSignals();
  const { t } = useTranslation('musician');
  const info = useQuery(writerInfoQuery(token.value));
  return (
    <Page>
      <QueryView query={info}>
        {(data) => {
          const writer = data.writer;
          if (data.status !== 'approved' || !writer) return <NotMusician status={data.status} />;
          return (
            <>
              <section className="card writer-card" aria-labelledby="writer-name">
                <Image src={writer.avatar} alt="" ratio={1} className="writer-card__avatar" />
                <div className="writer-card__body">
                  <h2 id="writer-name" className="writer-card__name">
                    {userText(writer.nickname)}
                  </h2>
                  <p className="writer-card__style">{userText(writer.style)}</p>
                  <p className="writer-card__counts">
                    {t('profile.fans', { count: writer.fans, value: formatCount(writer.fans) })} ·{' '}
                    {t('profile.works', { count: writer.works, value: formatCount(writer.works) })}
                  </p>
                </div>
              </section>
              <section className="card" aria-labelledby="writer-about">
                <h2 id="writer-about" className="section-title">
                  {t('profile.about')}
                </h2>
                <p className="prewrap">{userText(writer.profile)}</p>
                {writer.genres.length > 0 ? (
                  <ul className="chips" aria-label={t('profile.genres')}>
                    {writer.genres.map((genre) => (
                      <li key={genre} className="chip">
                        {userText(genre)}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </section>
              <nav className="card link-list" aria-label={t('profile.links')}>
                <AppLink to={routeUrl('userWriterInfo')}>{t('profile.edit')}</AppLink>
                <AppLink to={routeUrl('writerUserInfo')}>{t('profile.application')}</AppLink>
                {isRouteName('makersHome') ? (
                  <AppLink to={routeUrl('makersHome', { id: writer.id })}>{t('profile.publicHome')}</AppLink>
                ) : null}
                <AppLink to={routeUrl('musicianCentre')}>{t('profile.centre')}</AppLink>
              </nav>
            </>
          );
        }}
      </QueryView>
    </Page>
  );
}
