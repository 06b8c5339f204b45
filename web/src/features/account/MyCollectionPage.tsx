import { useSignals } from '@preact/signals-react/runtime';
import { useInfiniteQuery } from '@tanstack/react-query';
import { HeartOff, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toggleCollect, toggleCollectChanges } from '@/entities/goods/toggleCollect';
import { myCollectionQuery } from '@/entities/user/getMyCollection';
import { detailKindOf } from '@/lib/download';
import { token } from '@/lib/session';
import { userText } from '@/lib/user-text';
import { GoodsRow } from '@/ui/goods/GoodsRow';
import { InfiniteList, pagedListProps } from '@/ui/infinite-list/InfiniteList';
import { AppLink } from '@/ui/link/AppLink';
import { Page } from '@/ui/page/Page';
import { optionalUrl } from './model/optional-url';
import { useUndoableToggle } from './model/use-undoable-toggle';
import './account.css';
import { SubmitButton } from '@/ui/field/SubmitButton';

/** The goods the user collected; each can be un-collected, with an undo while the row is still there. */
export default function MyCollectionPage() {
  useSignals();
  const { t } = useTranslation('account');
  const query = myCollectionQuery(token.value);
  const list = useInfiniteQuery(query);
  const collection = useUndoableToggle(toggleCollect, toggleCollectChanges);

  return (
    <Page>
      <InfiniteList
        label={t('myCollection.title')}
        {...pagedListProps(list)}
        empty={t('myCollection.empty')}
        getKey={(goods) => goods.id}
        renderItem={(goods) => {
          const detail = optionalUrl('singleDetail', { id: goods.id, type: detailKindOf(goods) });
          if (collection.removed.has(goods.id)) {
            return (
              <div className="removed-row">
                <span role="status">{t('myCollection.removed', { title: userText(goods.title) })}</span>
                <SubmitButton
                  type="button"
                  className="btn btn--plain"
                  pending={collection.busy(goods.id)}
                  onClick={() => collection.undo(goods.id)}
                >
                  <Undo2 aria-hidden="true" size={16} />
                  {t('undo')}
                </SubmitButton>
              </div>
            );
          }
          return (
            <div className="library-row">
              <GoodsRow goods={goods} />
              <div className="library-row__bar">
                {detail ? (
                  <AppLink to={detail} className="library-row__link">
                    {t('myCollection.details')}
                  </AppLink>
                ) : null}
                <SubmitButton
                  type="button"
                  className="btn btn--plain library-row__action"
                  aria-label={t('myCollection.remove', { title: userText(goods.title) })}
                  pending={collection.busy(goods.id)}
                  onClick={() => collection.remove(goods.id)}
                >
                  <HeartOff aria-hidden="true" size={16} />
                  {t('myCollection.removeShort')}
                </SubmitButton>
              </div>
            </div>
          );
        }}
      />
    </Page>
  );
}
