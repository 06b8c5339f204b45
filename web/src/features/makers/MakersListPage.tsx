import { useSignals } from '@preact/signals-react/runtime';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { writerCategoriesQuery } from '@/entities/writers/getWriterCategories';
import { writerListQuery } from '@/entities/writers/getWriterList';
import { formatCount } from '@/lib/format';
import { routeUrl } from '@/lib/routes';
import { token } from '@/lib/session';
import { userText } from '@/lib/user-text';
import { Image } from '@/ui/image/Image';
import { InfiniteList, pagedListProps } from '@/ui/infinite-list/InfiniteList';
import { AppLink } from '@/ui/link/AppLink';
import { Page } from '@/ui/page/Page';
import { FollowButton } from './components/FollowButton';
import '@/ui/field/form.css';
import './makers.css';

function GenreFilter({ value, onValue }: { value: string; onValue: (genre: string) => void }) {
  const { t } = useTranslation('makers');
  const categories = useQuery(writerCategoriesQuery());
  const genres = (categories.data ?? []).flatMap((group) => group.children.map((genre) => genre.name));
  return (
    <div className="genre-filter" role="radiogroup" aria-label={t('list.genre')}>
      {['', ...genres].map((genre) => (
        <label key={genre || 'all'} className={`chip${value === genre ? ' is-active' : ''}`}>
          <input
            type="radio"
            name="makers-genre"
            className="visually-hidden"
            checked={value === genre}
            onChange={() => onValue(genre)}
          />
          {genre ? userText(genre) : t('list.all')}
        </label>
      ))}
    </div>
  );
}

/** The musicians directory by genre, with follow buttons; pull to refresh. */
export default function MakersListPage() {
  useSignals();
  const { t } = useTranslation('makers');
  const [genre, setGenre] = useState('');
  const list = useInfiniteQuery(writerListQuery(token.value, genre || undefined));
  return (
    <Page>
      <GenreFilter value={genre} onValue={setGenre} />
      <InfiniteList
        label={t('list.title')}
        {...pagedListProps(list)}
        empty={t('list.empty')}
        getKey={(writer) => writer.id}
        renderItem={(writer) => (
          <article className="maker-row" aria-label={userText(writer.nickname)}>
            <AppLink to={routeUrl('makersHome', { id: writer.id })} className="maker-row__link">
              <Image src={writer.avatar} alt="" ratio={1} className="maker-row__avatar" />
              <span className="maker-row__body">
                <span className="maker-row__name">{userText(writer.nickname)}</span>
                <span className="maker-row__style">{userText(writer.style)}</span>
                <span className="maker-row__counts">
                  {t('fans', { count: writer.fans, value: formatCount(writer.fans) })} ·{' '}
                  {t('worksCount', { count: writer.works, value: formatCount(writer.works) })}
                </span>
              </span>
            </AppLink>
            <FollowButton writerId={writer.id} name={userText(writer.nickname)} following={writer.is_follow} />
          </article>
        )}
      />
    </Page>
  );
}
