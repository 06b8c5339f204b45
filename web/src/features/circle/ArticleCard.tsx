import type { Schema } from '@djshop/api';
import { Heart, MessageCircle, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CIRCLE_EXCERPT_CHARS } from '@/config/constants';
import { formatCount, formatDate } from '@/lib/format';
import { routeUrl } from '@/lib/routes';
import { userText } from '@/lib/user-text';
import { Image } from '@/ui/image/Image';
import { AppLink } from '@/ui/link/AppLink';
import { excerpt } from './article-text';

export type CircleArticle = Schema<'CircleArticle'>;

const THUMBS = 3;

/** One article in a list: author, title, the start of the text, up to three images and the counts. */
export function ArticleCard({ article }: { article: CircleArticle }) {
  const { t, i18n } = useTranslation('circle');
  const title = userText(article.title);
  return (
    <AppLink to={routeUrl('circleDetail', { id: article.id })} className="circle-card">
      <span className="circle-author">
        <Image src={article.user.avatar} alt="" ratio={1} className="circle-author__avatar" />
        <span className="circle-author__name">{userText(article.user.nickname)}</span>
        <time className="circle-author__time" dateTime={new Date(article.createtime * 1000).toISOString()}>
          {formatDate(article.createtime, i18n.language)}
        </time>
      </span>
      <span className="circle-card__title">{title}</span>
      <span className="circle-card__excerpt">{excerpt(userText(article.content), CIRCLE_EXCERPT_CHARS)}</span>
      {article.images.length > 0 ? (
        <span className="circle-card__thumbs">
          {article.images.slice(0, THUMBS).map((src, n) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an article's images never reorder, and one picture may appear twice
            <Image key={`${n}:${src}`} src={src} alt="" ratio={1} className="circle-card__thumb" />
          ))}
          {article.images.length > THUMBS ? (
            <span className="circle-card__more">{t('card.moreImages', { count: article.images.length - THUMBS })}</span>
          ) : null}
        </span>
      ) : null}
      <span className="circle-counts">
        <span className={article.liked ? 'circle-counts__on' : undefined}>
          <Heart aria-hidden="true" size={16} />
          <span className="visually-hidden">{t('counts.likes')}</span> {formatCount(article.likes)}
        </span>
        <span className={article.favorited ? 'circle-counts__on' : undefined}>
          <Star aria-hidden="true" size={16} />
          <span className="visually-hidden">{t('counts.favorites')}</span> {formatCount(article.favorites)}
        </span>
        <span>
          <MessageCircle aria-hidden="true" size={16} />
          <span className="visually-hidden">{t('counts.comments')}</span> {formatCount(article.comments)}
        </span>
      </span>
    </AppLink>
  );
}
