import { ArticlePage } from './ArticlePage';

export default function PrivacyPolicyPage() {
  return <ArticlePage name="privacy_policy" />;
}
