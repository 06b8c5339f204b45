import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bannersQuery } from '@/entities/home/getBanners';
import { contentPainted } from '@/lib/content-painted';
import { userText } from '@/lib/user-text';
import { LazyCarousel } from '@/ui/carousel/LazyCarousel';
import { overlaysOpen } from '@/ui/dialog/overlay';
import { Image } from '@/ui/image/Image';

const BANNER_AUTOPLAY_MS = 4000;

export function Banners() {
  useSignals();
  const { t } = useTranslation('home');
  const { data } = useQuery(bannersQuery());
  // The first banner stands alone, a plain picture in the carousel's box, until the page has drawn its
  // content (a cold start does not fetch Swiper's code before the page's own pictures) or the visitor
  // reaches for it, and nothing covers it (setting Swiper up beneath the launch popup would only hold it back).
  const [started, setStarted] = useState(false);
  const [touched, setTouched] = useState(false);
  if (!started && (contentPainted.value || touched) && overlaysOpen.value === 0) setStarted(true);
  const reach = () => setTouched(true);
  const banners = Array.isArray(data) ? data : [];
  if (banners.length === 0) return <div className="banner banner--placeholder" aria-hidden="true" />;
  const slides = banners.map((banner, index) => ({
    key: banner.id,
    content: (
      <Image src={banner.image} alt={userText(banner.title)} ratio={750 / 300} eager={index === 0} className="banner" />
    ),
  }));
  const first = (
    <Image src={banners[0]?.image} alt={userText(banners[0]?.title)} ratio={750 / 300} eager className="banner" />
  );
  return (
    <section
      aria-label={t('banners')}
      className="home-banners"
      onPointerDown={started ? undefined : reach}
      onFocus={started ? undefined : reach}
    >
      {started ? (
        <Suspense fallback={first}>
          <LazyCarousel slides={slides} autoplayMs={BANNER_AUTOPLAY_MS} />
        </Suspense>
      ) : (
        first
      )}
    </section>
  );
}
