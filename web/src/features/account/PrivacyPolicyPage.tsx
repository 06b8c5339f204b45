import { useTranslation } from 'react-i18next';
import { ArticlePage } from './ArticlePage';

export default function PrivacyPolicyPage() {
  const { t } = useTranslation('account');
  return <ArticlePage name="privacy_policy" title={t('article.privacyPolicy')} />;
}
