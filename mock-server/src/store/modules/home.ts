// What the home page shows besides goods: banners, notices and launch popups.
export interface PopupLinkRecord {
  image: string;
  type: 'link' | 'vip' | 'recharge' | 'kind';
  url?: string;
  kind?: string;
  id?: number;
}

export interface BannerRecord {
  id: number;
  title: string;
  image: string;
  link: PopupLinkRecord | null;
}

export interface NoticeRecord {
  id: number;
  title: string;
  content: string;
  createtime: number;
}

export interface PopupRecord {
  id: number;
  title: string;
  links: PopupLinkRecord[];
  popradio: 'first' | number;
  /** Shown from this time on (mock clock), so tests can move the clock past it. */
  starttime: number;
  endtime: number;
  clicks: number;
}

export interface HomeState {
  banners: BannerRecord[];
  notices: NoticeRecord[];
  popups: PopupRecord[];
}

/** Counts a click on a popup. */
export function countPopupClick(popup: PopupRecord): number {
  popup.clicks += 1;
  return popup.clicks;
}
