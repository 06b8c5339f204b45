import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { countPopupClick } from '@/entities/popup/countPopupClick';
import { popupsQuery } from '@/entities/popup/getPopups';
import { afterNextPaint } from '@/lib/after-paint';
import { mediaUrl } from '@/lib/media';
import { navigation } from '@/lib/navigation';
import { isRouteName, routeAt, routePath, routeUrl } from '@/lib/routes';
import { reportRefusedUrl } from '@/lib/safe-url';
import { popupClosedKey, writeStorage } from '@/lib/storage';
import { userText } from '@/lib/user-text';
import { SnapCarousel } from '@/ui/carousel/SnapCarousel';
import { ModalFrame } from '@/ui/dialog/ModalFrame';
import { overlayHistorySettled } from '@/ui/dialog/overlay';
import { launchPopupDrawn } from './drawn';
import { choosePopup } from './model/choose';
import {
  carouselHeight,
  type Popup,
  type PopupLink,
  popupImageHeight,
  popupTarget,
  type RouteLookup,
} from './model/popup';

const routeLookup: RouteLookup = {
  named: (name, query) => (isRouteName(name) ? routeUrl(name, query) : undefined),
  classify: (path) => {
    const route = routeAt(path);
    if (!route) return undefined;
    return route.tab ? 'tab' : 'page';
  },
  get vipTab() {
    return routePath('vip');
  },
};

interface PopupViewProps {
  popup: Popup;
  links: PopupLink[];
  onClose: () => void;
}

function PopupView({ popup, links, onClose }: PopupViewProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [heights, setHeights] = useState<(number | undefined)[]>(() => links.map(() => undefined));
  // One picture needs no carousel. Several share a native one (ui/carousel/SnapCarousel): it draws the first
  // picture the moment it has loaded, with no library to fetch and set up first.
  const carousel = links.length > 1;
  const height = carouselHeight(heights);
  // Closed before its first picture came: the page's pictures wait no longer.
  useEffect(() => launchPopupDrawn, []);

  const open = async (link: PopupLink) => {
    countPopupClick(popup.id).catch(() => undefined);
    const target = popupTarget(link, routeLookup);
    if (!target) return;
    if (target.kind === 'refused') {
      reportRefusedUrl(target.url, 'navigate', target.reason);
      return;
    }
    // The popup must be gone, its clean-up having started the pop of its history entry, before the
    // settle is awaited: otherwise that pop lands after the navigation and takes the new page away.
    flushSync(onClose);
    await overlayHistorySettled();
    if (target.kind === 'external') navigation.openExternal(target.url);
    else if (target.kind === 'tab') await navigation.switchTab(target.url);
    else await navigation.navigateTo(target.url);
  };

  const slides = links.map((link, index) => ({
    key: index,
    content: (
      <button type="button" className="popup__slide" onClick={() => void open(link)}>
        <img
          src={mediaUrl(link.image)}
          alt={t('popup.slide', { title: popup.title, index: index + 1, count: links.length })}
          className="popup__image"
          style={heights[index] === undefined ? undefined : { height: heights[index] }}
          onLoad={(event) => {
            const image = event.currentTarget;
            const value = popupImageHeight(
              { width: image.naturalWidth, height: image.naturalHeight },
              { width: window.innerWidth, height: window.innerHeight },
            );
            setHeights((current) => current.map((h, i) => (i === index ? value : h)));
            // Decoded, it is in the next frame: only then may the page's other pictures take the network and
            // the main thread.
            if (index === 0) {
              const decoded = 'decode' in image ? image.decode() : Promise.resolve();
              void decoded.then(() => afterNextPaint(launchPopupDrawn), launchPopupDrawn);
            }
          }}
          onError={index === 0 ? launchPopupDrawn : undefined}
        />
      </button>
    ),
  }));

  return (
    <ModalFrame className="popup" titleId={titleId} onClose={onClose} closeOnMask={false}>
      <h2 id={titleId} className="visually-hidden">
        {userText(popup.title)}
      </h2>
      <div className="popup__frame" style={height === undefined ? undefined : { height }}>
        {carousel ? (
          <SnapCarousel
            slides={slides}
            arrows={{ previous: t('popup.previous'), next: t('popup.next') }}
            className="popup__carousel"
          />
        ) : (
          slides[0]?.content
        )}
      </div>
      <button type="button" className="popup__close" aria-label={t('common.close')} onClick={onClose} data-autofocus>
        <X aria-hidden="true" size={24} />
      </button>
    </ModalFrame>
  );
}

/**
 * The launch popup (docs/behaviour.md#popup): asked for once at launch, shown by its frequency, gone once closed. App
 * mounts it once the first page has drawn its content, so its list, its pictures and its code come after.
 */
export function LaunchPopup() {
  const { data } = useQuery(popupsQuery());
  const [closed, setClosed] = useState(false);
  // Chosen once: storing the close time must not bring up the next popup in the same visit.
  const [chosen, setChosen] = useState<ReturnType<typeof choosePopup> | null>(null);
  if (data && chosen === null) setChosen(choosePopup(Array.isArray(data) ? data : [], Date.now()));
  if (closed || !chosen) return null;
  return (
    <PopupView
      popup={chosen.popup}
      links={chosen.links}
      onClose={() => {
        writeStorage(popupClosedKey(chosen.popup.id), String(Date.now()));
        setClosed(true);
      }}
    />
  );
}
