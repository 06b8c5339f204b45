import { popupClosedKey, readStorage } from '@/lib/storage';
import { isPopupDue, type Popup, type PopupLink, parsePopupLinks } from './popup';

function closedAt(id: number): number | null {
  const value = Number(readStorage(popupClosedKey(id)));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** The first popup that is due and has at least one image. */
export function choosePopup(popups: readonly Popup[], now: number): { popup: Popup; links: PopupLink[] } | undefined {
  for (const popup of popups) {
    const links = parsePopupLinks(popup.links);
    if (links.length > 0 && isPopupDue(popup.popradio, closedAt(popup.id), now)) return { popup, links };
  }
  return undefined;
}
