import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bannersQuery } from '@/entities/home/getBanners';
import { userText } from '@/lib/user-text';
import { LazyCarousel } from '@/ui/carousel/LazyCarousel';
import { overlaysOpen } from '@/ui/dialog/overlay';
import { Image } from '@/ui/image/Image';

const BANNER_AUTOPLAY_MS = 4000;

export function Banners() {
  useSignals();
  const { t } = useTranslation('home');
  const { data } = useQuery(bannersQuery());
  // The carousel starts once nothing covers it: at launch the popup usually does, and setting Swiper up
  // beneath it would only hold the popup back. Until then the first banner stands alone.
  const [started, setStarted] = useState(false);
  if (!started && overlaysOpen.value === 0) setStarted(true);
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
    <section aria-label={t('banners')} className="home-banners">
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
