import { filterText } from '@djshop/api/php-text';
import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userInfoQuery } from '@/entities/user/getUserInfo';
import { navigation } from '@/lib/navigation';
import { token } from '@/lib/session';
import { Page } from '@/ui/page/Page';
import { QueryView } from '@/ui/query-view/QueryView';
import { ArticleBody } from './ArticleBody';
import { readDraft } from './draft';
import './circle.css';

/**
 * The draft as it will appear once published: the same component as the article page, fed the text the
 * provider will store (filtered as it filters input), by the signed-in author, dated now.
 */
export default function CirclePreviewPage() {
  useSignals();
  const { t } = useTranslation('circle');
  const [draft] = useState(readDraft);
  const [now] = useState(() => Math.floor(Date.now() / 1000));
  const me = useQuery(userInfoQuery(token.value));
  return (
    <Page>
      <p className="circle-preview__note" role="note">
        {t('preview.note')}
      </p>
      <QueryView query={me}>
        {(user) => (
          <ArticleBody
            title={filterText(draft.title)}
            content={filterText(draft.content)}
            images={draft.images}
            author={{ nickname: user.nickname, avatar: user.avatar }}
            createtime={now}
          />
        )}
      </QueryView>
      <button type="button" className="btn btn--block" onClick={() => void navigation.navigateBack()}>
        {t('preview.back')}
      </button>
    </Page>
  );
}
