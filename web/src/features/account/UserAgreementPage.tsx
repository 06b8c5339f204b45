import { useTranslation } from 'react-i18next';
import { ArticlePage } from './ArticlePage';

export default function UserAgreementPage() {
  const { t } = useTranslation('account');
  return <ArticlePage name="user_agreement" title={t('article.userAgreement')} />;
}
