import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Z_INDEX_POPUP } from '@/config/constants';
import { showToast } from '@/lib/layers/toast';
import { mediaUrl } from '@/lib/media';
import { LazyCarousel } from '@/ui/carousel/LazyCarousel';
import { useCloseOnBack, useFocusTrap } from '@/ui/dialog/overlay';
import { Image } from '@/ui/image/Image';

function Viewer({ images, start, onClose }: { images: readonly string[]; start: number; onClose: () => void }) {
  const { t } = useTranslation('circle');
  const panel = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(start);
  useCloseOnBack(onClose);
  const onKeyDown = useFocusTrap(panel, onClose);
  return (
    <div
      ref={panel}
      className="circle-viewer"
      role="dialog"
      aria-modal="true"
      aria-label={t('gallery.viewer')}
      style={{ zIndex: Z_INDEX_POPUP }}
      onKeyDown={onKeyDown}
    >
      <Suspense fallback={null}>
        <LazyCarousel
          className="circle-viewer__carousel"
          initialIndex={start}
          onIndexChange={setIndex}
          arrows={{ previous: t('gallery.previous'), next: t('gallery.next') }}
          slides={images.map((src, n) => ({
            key: `${n}:${src}`,
            content: (
              <img
                className="circle-viewer__img"
                src={mediaUrl(src)}
                alt={t('gallery.image', { index: n + 1, count: images.length })}
                onError={() => showToast(t('image.previewFailed'))}
              />
            ),
          }))}
        />
      </Suspense>
      <p className="circle-viewer__count" aria-live="polite">
        {t('gallery.position', { index: index + 1, count: images.length })}
      </p>
      <button type="button" className="image-preview__close" aria-label={t('common.close')} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/** An article's images as a grid; a tap opens them full screen, where a swipe moves between them. */
export function Gallery({ images }: { images: readonly string[] }) {
  const { t } = useTranslation('circle');
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  return (
    <>
      <ul className={`circle-gallery circle-gallery--${Math.min(images.length, 3)}`} aria-label={t('gallery.label')}>
        {images.map((src, n) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an article's images never reorder, and one picture may appear twice
          <li key={`${n}:${src}`}>
            <button
              type="button"
              className="circle-gallery__open"
              aria-label={t('gallery.open', { index: n + 1, count: images.length })}
              onClick={() => setOpen(n)}
            >
              <Image src={src} alt="" ratio={1} eager={n < 3} />
            </button>
          </li>
        ))}
      </ul>
      {open === null ? null : <Viewer images={images} start={open} onClose={() => setOpen(null)} />}
    </>
  );
}
