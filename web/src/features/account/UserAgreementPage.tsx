import { ArticlePage } from './ArticlePage';

export default function UserAgreementPage() {
  return <ArticlePage name="user_agreement" />;
}
