import { useSignals } from '@preact/signals-react/runtime';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Undo2, UserMinus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { followWriter, followWriterChanges } from '@/entities/writers/followWriter';
import { myFollowsQuery } from '@/entities/writers/getMyFollows';
import { formatCount } from '@/lib/format';
import { token } from '@/lib/session';
import { userText } from '@/lib/user-text';
import { Image } from '@/ui/image/Image';
import { InfiniteList, pagedListProps } from '@/ui/infinite-list/InfiniteList';
import { AppLink } from '@/ui/link/AppLink';
import { Page } from '@/ui/page/Page';
import { optionalUrl } from './model/optional-url';
import { useUndoableToggle } from './model/use-undoable-toggle';
import './account.css';
import { SubmitButton } from '@/ui/field/SubmitButton';

/** The musicians the user follows, each linking to the musician's page, each with an unfollow. */
export default function MyAttentionPage() {
  useSignals();
  const { t } = useTranslation('account');
  const query = myFollowsQuery(token.value);
  const list = useInfiniteQuery(query);
  const follows = useUndoableToggle(followWriter, followWriterChanges);

  return (
    <Page>
      <InfiniteList
        label={t('myAttention.title')}
        {...pagedListProps(list)}
        empty={t('myAttention.empty')}
        getKey={(writer) => writer.id}
        renderItem={(writer) => {
          if (follows.removed.has(writer.id)) {
            return (
              <div className="removed-row">
                <span role="status">{t('myAttention.removed', { name: userText(writer.nickname) })}</span>
                <SubmitButton
                  type="button"
                  className="btn btn--plain"
                  pending={follows.busy(writer.id)}
                  onClick={() => follows.undo(writer.id)}
                >
                  <Undo2 aria-hidden="true" size={16} />
                  {t('undo')}
                </SubmitButton>
              </div>
            );
          }
          const home = optionalUrl('makersHome', { id: writer.id });
          const who = (
            <>
              <Image src={writer.avatar} alt="" ratio={1} className="writer-row__avatar" />
              <span className="writer-row__body">
                <span className="writer-row__name">{userText(writer.nickname)}</span>
                {writer.style ? <span className="writer-row__style">{userText(writer.style)}</span> : null}
                <span className="writer-row__facts">
                  {t('myAttention.facts', {
                    // Each count picks its own plural form; the fans' figure is shown abbreviated (1.2k).
                    fans: t('myAttention.fans', { count: writer.fans, fans: formatCount(writer.fans) }),
                    works: t('myAttention.works', { count: writer.works }),
                  })}
                </span>
              </span>
            </>
          );
          return (
            <article className="writer-row" aria-label={userText(writer.nickname)}>
              {home ? (
                <AppLink to={home} className="writer-row__who">
                  {who}
                </AppLink>
              ) : (
                <div className="writer-row__who">{who}</div>
              )}
              <SubmitButton
                type="button"
                className="btn btn--plain writer-row__action"
                aria-label={t('myAttention.unfollow', { name: userText(writer.nickname) })}
                pending={follows.busy(writer.id)}
                onClick={() => follows.remove(writer.id)}
              >
                <UserMinus aria-hidden="true" size={16} />
                {t('myAttention.unfollowShort')}
              </SubmitButton>
            </article>
          );
        }}
      />
    </Page>
  );
}
