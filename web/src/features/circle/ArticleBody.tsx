import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { userText } from '@/lib/user-text';
import { Image } from '@/ui/image/Image';
import { Gallery } from './Gallery';

export interface ArticleBodyProps {
  /** Text exactly as the provider answers it (escaped); decoded once here. */
  title: string;
  content: string;
  images: readonly string[];
  author: { nickname: string; avatar: string };
  createtime: number;
}

/** An article as readers see it; the preview shows the same component, so it looks exactly the same. */
export function ArticleBody({ title, content, images, author, createtime }: ArticleBodyProps) {
  const { i18n } = useTranslation('circle');
  return (
    <article className="circle-article">
      <header className="circle-author">
        <Image src={author.avatar} alt="" ratio={1} className="circle-author__avatar" eager />
        <span className="circle-author__name">{userText(author.nickname)}</span>
        <time className="circle-author__time" dateTime={new Date(createtime * 1000).toISOString()}>
          {formatDate(createtime, i18n.language)}
        </time>
      </header>
      <h2 className="circle-article__title">{userText(title)}</h2>
      <p className="circle-article__content">{userText(content)}</p>
      <Gallery images={images} />
    </article>
  );
}
