import { useTranslation } from 'react-i18next';
import { Image } from '@/ui/image/Image';

/** A goods item's pictures, each opening full screen; the cover stands in when the item has none. */
export function Gallery({ images, cover }: { images: readonly string[]; cover: string }) {
  const { t } = useTranslation('goods');
  const shown = images.length > 0 ? images : [cover];
  return (
    <ul className="gallery" aria-label={t('gallery')}>
      {shown.map((src, index) => (
        <li key={src} className="gallery__item">
          <Image
            src={src}
            alt={t('galleryImage', { index: index + 1, count: shown.length })}
            ratio={1}
            priority={index === 0}
            previewable
          />
        </li>
      ))}
    </ul>
  );
}
