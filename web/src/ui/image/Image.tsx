import { Music, X } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Z_INDEX_POPUP } from '@/config/constants';
import { inViewport, offScreenPicturesMayLoad } from '@/lib/content-painted';
import { showToast } from '@/lib/layers/toast';
import { mediaUrl } from '@/lib/media';
import { useCloseOnBack, useFocusTrap } from '@/ui/dialog/overlay';

export interface ImageProps {
  src: string | null | undefined;
  /** Empty for a decorative image next to a text that says the same. */
  alt: string;
  /** Width / height, e.g. 1 for a square cover: the box is reserved before the image arrives. */
  ratio: number;
  className?: string;
  /**
   * The first images of a page load at once; everything else waits until it is near the viewport, and on the
   * launch's first page, off the screen, until the page has drawn its content (lib/content-painted).
   */
  eager?: boolean;
  /** The page's largest picture (its cover): loaded at once and ahead of the page's other requests. */
  priority?: boolean;
  /** A tap opens the full-size image. */
  previewable?: boolean;
  /** Called once the picture has loaded or failed (at once when there is none to load). */
  onSettled?: () => void;
}

function Preview({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  useCloseOnBack(onClose);
  const onKeyDown = useFocusTrap(panel, onClose);
  return (
    <div
      ref={panel}
      className="image-preview"
      role="dialog"
      aria-modal="true"
      aria-label={alt || t('image.preview')}
      style={{ zIndex: Z_INDEX_POPUP }}
      onKeyDown={onKeyDown}
    >
      <img
        src={src}
        alt={alt}
        className="image-preview__img"
        onError={() => {
          showToast(t('image.previewFailed'));
          onClose();
        }}
      />
      <button type="button" className="image-preview__close" aria-label={t('common.close')} onClick={onClose}>
        <X aria-hidden="true" size={24} />
      </button>
    </div>
  );
}

/** An image in a box of fixed aspect ratio, lazily loaded, with a neutral fallback when it fails. */
export function Image({
  src,
  alt,
  ratio,
  className,
  eager = false,
  priority = false,
  previewable = false,
  onSettled,
}: ImageProps) {
  const url = mediaUrl(src);
  const [failed, setFailed] = useState(false);
  const element = useRef<HTMLImageElement>(null);
  const [held, setHeld] = useState(() => !eager && !priority && !offScreenPicturesMayLoad.peek());
  // Before paint, from the layout the commit made: a picture on the screen is asked for in this frame.
  useLayoutEffect(() => {
    if (!held) return;
    if (element.current && inViewport(element.current)) {
      setHeld(false);
      return;
    }
    return offScreenPicturesMayLoad.subscribe((may) => {
      if (may) setHeld(false);
    });
  }, [held]);
  useEffect(() => {
    if (!url) onSettled?.();
  }, [url, onSettled]);
  const [previewing, setPreviewing] = useState(false);
  const box = { aspectRatio: String(ratio) };
  const classes = className ? `image ${className}` : 'image';
  if (!url || failed) {
    return (
      // biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-label is only set together with role="img"
      <span
        className={`${classes} image--fallback`}
        style={box}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
      >
        <Music aria-hidden="true" />
      </span>
    );
  }
  const img = (
    <img
      ref={element}
      src={held ? undefined : url}
      alt={alt}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={classes}
      style={box}
      onLoad={onSettled}
      onError={() => {
        setFailed(true);
        onSettled?.();
      }}
    />
  );
  if (!previewable) return img;
  return (
    <>
      <button type="button" className="image__open" onClick={() => setPreviewing(true)}>
        {img}
      </button>
      {previewing ? <Preview src={url} alt={alt} onClose={() => setPreviewing(false)} /> : null}
    </>
  );
}
