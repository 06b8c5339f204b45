import { useQuery } from '@tanstack/react-query';
import { Clock, Copy, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { serviceInfoQuery } from '@/entities/home/getServiceInfo';
import { copyText } from '@/lib/clipboard';
import { showToast } from '@/lib/layers/toast';
import { Image } from '@/ui/image/Image';
import { Page } from '@/ui/page/Page';
import { QueryView } from '@/ui/query-view/QueryView';
import './account.css';

/** A tel: link carries only what a phone number may hold; anything else from the provider is dropped. */
export function telHref(phone: string): string | undefined {
  const dialable = phone.replace(/[^\d+]/g, '');
  return /^\+?\d{3,20}$/.test(dialable) ? `tel:${dialable}` : undefined;
}

/** Customer service: the WeChat id to copy, its QR code, the phone, working hours and common questions. */
export default function ServicePage() {
  const { t } = useTranslation('account');
  const query = useQuery(serviceInfoQuery());
  const copy = async (text: string) => {
    const outcome = await copyText(text);
    showToast(outcome.message);
  };
  return (
    <Page>
      <QueryView query={query}>
        {(service) => {
          const tel = telHref(service.mobile);
          return (
            <>
              <section className="card service" aria-labelledby="service-contacts">
                <h2 id="service-contacts" className="entry-group__title">
                  {t('service.contacts')}
                </h2>
                <dl className="facts service__facts">
                  <dt>{t('service.wechat')}</dt>
                  <dd className="service__row service__row--copy">
                    <span className="service__value">{service.wechat}</span>
                    <button
                      type="button"
                      className="btn btn--plain service__copy"
                      aria-label={t('service.copyWechat', { id: service.wechat })}
                      onClick={() => void copy(service.wechat)}
                    >
                      <Copy aria-hidden="true" size={16} />
                      {t('service.copy')}
                    </button>
                  </dd>
                  <dt>{t('service.phone')}</dt>
                  <dd className="service__row">
                    {tel ? (
                      <a href={tel} className="service__value service__tel">
                        <Phone aria-hidden="true" size={16} />
                        {service.mobile}
                      </a>
                    ) : (
                      <span className="service__value">{service.mobile}</span>
                    )}
                  </dd>
                  <dt>{t('service.worktime')}</dt>
                  <dd className="service__row">
                    <Clock aria-hidden="true" size={16} />
                    <span className="service__value">{service.worktime}</span>
                  </dd>
                </dl>
                <figure className="service__qr">
                  <Image src={service.qrcode} alt={t('service.qrAlt')} ratio={1} previewable />
                  <figcaption>{t('service.qrCaption')}</figcaption>
                </figure>
              </section>
              <section className="card" aria-labelledby="service-faq">
                <h2 id="service-faq" className="entry-group__title">
                  {t('service.faq')}
                </h2>
                {service.faq.length === 0 ? (
                  <p className="list__empty">{t('list.empty')}</p>
                ) : (
                  <div className="faq">
                    {service.faq.map((item) => (
                      <details key={item.question} className="faq__item">
                        <summary className="faq__question">{item.question}</summary>
                        <p className="faq__answer">{item.answer}</p>
                      </details>
                    ))}
                  </div>
                )}
              </section>
            </>
          );
        }}
      </QueryView>
    </Page>
  );
}
