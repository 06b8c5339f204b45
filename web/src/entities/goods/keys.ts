import { scope } from '@/lib/query-keys';

/** The storefront listings, one key scope each, named after the route that shows them. */
export type ListingName =
  | 'topList'
  | 'dayList'
  | 'selectedMusicPack'
  | 'suiteList'
  | 'singleMusic'
  | 'dJSingle'
  | 'dJTeaching'
  | 'vipList'
  | 'welfareCenter'
  | 'singerTrackList'
  | 'tAG'
  | 'soundLight'
  | 'stageNameLogo'
  | 'software'
  | 'unlockMusic';

/** Where a catalogue search is shown: the Category tab, the search page, a detail page's "mixes well with". */
export type SearchScope = 'category' | 'search' | 'mixes';

export const goodsKeys = {
  all: ['goods'] as const,
  listing: <const L extends ListingName>(name: L) => scope('goods', 'listing', name),
  search: <const S extends SearchScope>(where: S) => scope('goods', 'search', where),
  filters: scope('goods', 'filters'),
  /** Every detail answer: a collect or a comment changes what they show. */
  detail: scope('goods', 'detail'),
};
