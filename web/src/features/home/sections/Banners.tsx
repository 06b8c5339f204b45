import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
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
  // The first banner stands alone, a plain picture in the carousel's box, until it is due to turn: Swiper's code
  // (some 25 KB) is fetched when the first turn comes (an autoplay delay after the page has drawn its content,
  // with nothing covering the banner) or when the visitor reaches for it. A cold start spends its bandwidth
  // on the page's own pictures, and setting Swiper up beneath the launch popup would only hold it back.
  const [started, setStarted] = useState(false);
  const due = contentPainted.value && overlaysOpen.value === 0;
  useEffect(() => {
    if (!due || started) return;
    const timer = setTimeout(() => setStarted(true), BANNER_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [due, started]);
  const reach = () => setStarted(true);
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
