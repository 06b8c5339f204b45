import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/lib/clipboard';
import type { CloudLink } from '@/lib/cloud-drive';
import { showToast } from '@/lib/layers/toast';
import './download.css';

async function copy(text: string) {
  const outcome = await copyText(text);
  showToast(outcome.message);
}

/** A download delivered as a cloud-drive share: the link and the code, each with its copy button. */
export function CloudShare({ share, title }: { share: CloudLink; title: string }) {
  const { t } = useTranslation(['common', 'files']);
  return (
    <section className="cloud-share" aria-label={t('files:cloudShare.label', { title })}>
      <p className="cloud-share__provider">{t(`files:cloudShare.provider.${share.provider}`)}</p>
      <div className="cloud-share__row">
        <span className="cloud-share__name">{t('files:cloudShare.link')}</span>
        <span className="cloud-share__value">{share.link}</span>
        <button type="button" className="btn" onClick={() => void copy(share.link)}>
          <Copy aria-hidden={true} size={16} /> {t('files:cloudShare.copyLink')}
        </button>
      </div>
      <div className="cloud-share__row">
        <span className="cloud-share__name">{t('files:cloudShare.code')}</span>
        <span className="cloud-share__value">{share.code}</span>
        <button type="button" className="btn" onClick={() => void copy(share.code)}>
          <Copy aria-hidden={true} size={16} /> {t('files:cloudShare.copyCode')}
        </button>
      </div>
    </section>
  );
}
