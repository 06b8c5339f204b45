import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { storedApplication, writerInfoQuery } from '@/entities/writers/getWriterInfo';
import { token } from '@/lib/session';
import { userText } from '@/lib/user-text';
import { Image } from '@/ui/image/Image';
import { Page } from '@/ui/page/Page';
import { QueryView } from '@/ui/query-view/QueryView';
import { NotMusician } from './components/NotMusician';
import './musician.css';

/** The ID number with all but its first and last four characters hidden: it is shown on a phone's screen. */
export function maskIdNumber(id: string): string {
  return id.length <= 8 ? id : `${id.slice(0, 4)}${'*'.repeat(id.length - 8)}${id.slice(-4)}`;
}

/** What the musician sent with their application: identity, ID photos and sample works, and its state. */
export default function WriterUserInfoPage() {
  useSignals();
  const { t } = useTranslation('musician');
  const info = useQuery(writerInfoQuery(token.value));
  return (
    <Page>
      <QueryView query={info}>
        {(data) => {
          const application = storedApplication(data.application);
          if (!application) return <NotMusician status={data.status} />;
          const rows: [string, string][] = [
            [t('application.status'), t(`application.states.${data.status}`)],
            [t('apply.stageName'), userText(application.stage_name)],
            [t('apply.style'), userText(application.style)],
            [t('apply.realName'), userText(application.real_name)],
            [t('apply.idNumber'), maskIdNumber(application.id_number)],
          ];
          return (
            <>
              <section className="card" aria-labelledby="application-facts">
                <h2 id="application-facts" className="section-title">
                  {t('application.facts')}
                </h2>
                <dl className="facts">
                  {rows.map(([label, value]) => (
                    <div key={label} className="facts__row">
                      <dt>{label}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
                {data.status === 'rejected' && data.reason ? (
                  <p className="line-row__reason">{t('apply.state.reason', { reason: userText(data.reason) })}</p>
                ) : null}
                <p className="prewrap">{userText(application.profile)}</p>
              </section>
              <section className="card" aria-labelledby="application-photos">
                <h2 id="application-photos" className="section-title">
                  {t('application.photos')}
                </h2>
                <div className="upload-pair">
                  <Image src={application.id_photo_emblem} alt={t('apply.emblem')} ratio={1.6} />
                  <Image src={application.id_photo_portrait} alt={t('apply.portrait')} ratio={1.6} />
                </div>
              </section>
              <section className="card" aria-labelledby="application-works">
                <h2 id="application-works" className="section-title">
                  {t('apply.sections.works')}
                </h2>
                {application.cloud_link ? (
                  <p className="cloud-link__url">
                    {t(`cloudLink.providers.${application.cloud_link.provider}`)} · {application.cloud_link.link}
                  </p>
                ) : (
                  <ul className="plain-list">
                    {(application.works ?? []).map((url) => (
                      <li key={url}>{url.split('/').pop()}</li>
                    ))}
                  </ul>
                )}
              </section>
            </>
          );
        }}
      </QueryView>
    </Page>
  );
}
