import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bannersQuery } from '@/entities/home/getBanners';
import { afterNextPaint } from '@/lib/after-paint';
import { userText } from '@/lib/user-text';
import { LazyCarousel } from '@/ui/carousel/LazyCarousel';
import { overlaysOpen } from '@/ui/dialog/overlay';
import { Image } from '@/ui/image/Image';

const BANNER_AUTOPLAY_MS = 4000;

export function Banners() {
  useSignals();
  const { t } = useTranslation('home');
  const { data } = useQuery(bannersQuery());
  // The first banner paints on its own, without the carousel's code: the carousel starts once that picture is
  // on screen (the page's largest paint), and only while nothing covers it (the launch popup may).
  const [firstDone, setFirstDone] = useState(false);
  const [painted, setPainted] = useState(false);
  const onFirstDone = useCallback(() => setFirstDone(true), []);
  useEffect(() => {
    if (firstDone && !painted) return afterNextPaint(() => setPainted(true));
  }, [firstDone, painted]);
  const [started, setStarted] = useState(false);
  if (!started && painted && overlaysOpen.value === 0) setStarted(true);
  const banners = Array.isArray(data) ? data : [];
  if (banners.length === 0) return <div className="banner banner--placeholder" aria-hidden="true" />;
  const slides = banners.map((banner, index) => ({
    key: banner.id,
    content: (
      <Image src={banner.image} alt={userText(banner.title)} ratio={750 / 300} eager={index === 0} className="banner" />
    ),
  }));
  const first = (
    <Image
      src={banners[0]?.image}
      alt={userText(banners[0]?.title)}
      ratio={750 / 300}
      priority
      className="banner"
      onDone={onFirstDone}
    />
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
