import { useTranslation } from 'react-i18next';
import { parseCloudShareText } from '@/lib/cloud-drive';
import { TextAreaField } from '@/ui/field/TextAreaField';

/**
 * A pasted cloud-drive share text and what was read from it (provider, link, code), so the user sees before
 * sending whether the text was understood.
 */
export function CloudLinkField({ value, onValue }: { value: string; onValue: (value: string) => void }) {
  const { t } = useTranslation(['musician', 'files']);
  const parsed = value.trim() ? parseCloudShareText(value) : undefined;
  return (
    <div className="cloud-link">
      <TextAreaField
        label={t('cloudLink.label')}
        placeholder={t('cloudLink.placeholder')}
        value={value}
        onValue={onValue}
        maxLength={500}
      />
      {parsed ? (
        parsed.ok ? (
          <dl className="cloud-link__parsed" aria-label={t('cloudLink.parsed')}>
            <dt>{t('cloudLink.provider')}</dt>
            <dd>{t(`cloudLink.providers.${parsed.value.provider}`)}</dd>
            <dt>{t('cloudLink.link')}</dt>
            <dd className="cloud-link__url">{parsed.value.link}</dd>
            <dt>{t('cloudLink.code')}</dt>
            <dd>{parsed.value.code}</dd>
          </dl>
        ) : (
          <p className="cloud-link__error" role="alert">
            {parsed.reason === 'unknown' ? t('files:cloudDrive.unknown') : t('files:cloudDrive.invalid')}
          </p>
        )
      ) : null}
    </div>
  );
}
