// Every number of the product (docs/behaviour.md#constants), named once with its unit.

/* ---------------------------------------------------------------- timing */
export const REQUEST_TIMEOUT_MS = 30_000;
/** The page-loading time-out (the framework's own request time-out is the same 60 s). */
export const PAGE_LOAD_TIMEOUT_MS = 60_000;
export const LOADING_DELAY_MS = 200;
export const TOAST_FRAMEWORK_MS = 1500;
export const TOAST_KIT_MS = 2000;
export const SMS_COUNTDOWN_S = 60;
export const ORDER_AUTO_CANCEL_MIN = 30;
export const LONG_PRESS_MS = 350;
/**
 * How long an answer a route asked for beside its page's code (its route's `data`, lib/route-data.ts) stays fresh: the page that
 * mounts once its code has arrived reads it instead of asking again.
 */
export const ROUTE_DATA_FRESH_MS = 30_000;
/**
 * How long the lists of pages outside the tab bar that the user's own writes change stay fresh (their
 * collection and follows, the circle and their articles, the musician centre). Such a page is mounted again
 * each time it is opened; read again on every mount, it would hide a write that forgot to list the key in its
 * `<op>Changes`, so within this time only the write's invalidation (or pull-to-refresh) reads it again. After
 * it, a page opened again reads what changed without this app (a new article, an income line, a review). Two
 * minutes cover a visit that goes to a write and back, on a slow phone as on a loaded test machine.
 */
export const OWN_LISTS_FRESH_MS = 120_000;
export const LONG_PRESS_MOVE_TOLERANCE_PX = 10;
export const VIDEO_MAX_DURATION_S = 60;

/* ---------------------------------------------------------------- inputs and uploads */
export const CODE_LENGTH = 6;
export const INPUT_MAX_LENGTH = 140;
export const IMAGE_MAX_BYTES = 1_048_576;
export const IMAGE_PICK_CAP = 9;
export const FILE_PICK_CAP = 100;
export const BYTES_PER_KIB = 1024;
export const DEFAULT_AUDIO_EXTENSION = 'mp3';

/* ---------------------------------------------------------------- counts */
export const COUNT_THOUSAND = 1000;
/** 万: the count abbreviation switches from k to w here. */
export const COUNT_TEN_THOUSAND = 10_000;

/* ---------------------------------------------------------------- layout */
export const LAYOUT_BASE_WIDTH_PX = 375;
export const LAYOUT_MAX_WIDTH_PX = 960;
/** html font-size = viewport width / this (16 px at the 375 px base width). */
export const ROOT_FONT_DIVISOR = 23.4375;
export const DESIGN_WIDTH_UNITS = 750;
export const TAB_BAR_HEIGHT_PX = 50;
/** Red, dark enough for white text on it and for red text on the page background (WCAG AA, 4.5:1). */
export const TAB_BAR_SELECTED_COLOR = '#d0252b';
export const PULL_REFRESH_HEIGHT_PX = 70;
export const PULL_REFRESH_RANGE_PX = 150;
/** How long the indicator takes to slide back after a refresh or an early release. */
export const PULL_REFRESH_RESTORE_MS = 300;
/** Touch targets are at least this big (Lighthouse / WCAG target size). */
export const TAP_TARGET_MIN_PX = 48;

/* ---------------------------------------------------------------- launch popup (docs/behaviour.md#popup) */
/** An image is at most this share of the reference (viewport) height. */
export const POPUP_HEIGHT_CAP_RATIO = 0.6;
/** The carousel is this share of the viewport width; the image scale is it times the width ratio. */
export const POPUP_SCALE_FACTOR = 0.8;
export const DAY_MS = 86_400_000;
/**
 * Launch extras (the popup, the banner's carousel) wait for the first page's requests and first-screen
 * pictures at most this long once the page has mounted, and at most the total from the start (our choice).
 */
export const LAUNCH_EXTRAS_SETTLE_MS = 3000;
export const LAUNCH_EXTRAS_TOTAL_MS = 10_000;

/* ---------------------------------------------------------------- home teasers (our layout, not the spec's) */
/** Rows each goods teaser shows, and so the page size it asks for. */
export const HOME_TEASER_ROWS = 5;
export const HOME_NOTICE_LINES = 3;
export const HOME_CIRCLE_ROWS = 3;
export const HOME_WRITERS = 10;
/** Sections below the first screen ask for their data once they come this close to the viewport. */
export const HOME_DEFER_MARGIN_PX = 100;
/** A detail page's sections below its cover ask for their data this close to the viewport, after the cover. */
export const DETAIL_DEFER_MARGIN_PX = 200;
/** ... or this long after the page shows, should the cover neither load nor fail by then. */
export const DETAIL_DEFER_MAX_MS = 4000;

/* ---------------------------------------------------------------- lists */
export const LIST_PAGE_SIZE = 20;
/** Skeleton rows shown while a list's first page loads. */
export const LIST_SKELETON_ROWS = 6;
/** Past this many rows a list renders only the rows near the viewport. */
export const LIST_WINDOWING_THRESHOLD = 200;
/** Estimated row height for windowing before rows are measured. */
export const LIST_ESTIMATED_ROW_PX = 88;
/** How far before the end of the list the next page is asked for. */
export const LIST_PREFETCH_MARGIN_PX = 400;
/**
 * How far a page must scroll, one way, before the floating buttons (help, the crate) step aside (down) or come
 * back (up): less is a finger's jitter at the end of a swipe.
 */
export const FLOATING_SCROLL_STEP_PX = 12;

/* ---------------------------------------------------------------- layers (z-index) */
export const Z_INDEX_TOAST = 10_090;
export const Z_INDEX_NO_NETWORK = 10_080;
export const Z_INDEX_POPUP = 10_075;
export const Z_INDEX_MASK = 10_070;
export const Z_INDEX_NAVBAR = 980;
export const Z_INDEX_TOP_TIPS = 975;
export const Z_INDEX_STICKY = 970;

/** The layers as CSS custom properties (`--z-toast` ...), written onto :root at start-up. */
export const Z_INDEX_LAYERS = {
  toast: Z_INDEX_TOAST,
  'no-network': Z_INDEX_NO_NETWORK,
  popup: Z_INDEX_POPUP,
  mask: Z_INDEX_MASK,
  navbar: Z_INDEX_NAVBAR,
  'top-tips': Z_INDEX_TOP_TIPS,
  sticky: Z_INDEX_STICKY,
} as const;

/* ---------------------------------------------------------------- provider */
export const SUCCESS_CODES: readonly number[] = [1, 200];
/** The upload call's own success code (its answer carries data.src). */
export const UPLOAD_SUCCESS_CODE = 0;
/** Codes that end the session: clear the token, remember the location, go to login. */
export const RELOGIN_CODES: readonly number[] = [401, 3, 30001];
/** Code that only drops the token. */
export const CLEAR_TOKEN_CODE = -95102;
export const HTTP_OK = 200;

/* ---------------------------------------------------------------- channels */
export const CHANNEL_ID = {
  music: 59,
  selected_pack: 3,
  dj: 1,
  skewer: 2,
  playlist: 141,
} as const;

/* ---------------------------------------------------------------- locales */
export const LOCALES = ['en', 'zh-Hans', 'zh-Hant'] as const;
export type Locale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: Locale = 'en';
/** What the language switch offers; each language is named in itself, as switches conventionally do. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  'zh-Hans': '简体中文',
  'zh-Hant': '繁體中文',
};
/** Prices are yuan. */
export const CURRENCY = 'CNY';
/** How en, zh-Hans and zh-Hant all write the yuan (Intl's narrow symbol for CNY). */
export const CURRENCY_SYMBOL = '¥';

/* ---------------------------------------------------------------- creators (docs/behaviour.md#roles) */
/** Audio uploads: at most 50M (the provider's limit, openapi `x-upload-limits`). */
export const AUDIO_MAX_BYTES = 52_428_800;
/** Sample works of a musician application: 1 to 9 uploaded files. */
export const APPLY_WORKS_MAX = 9;
/** Genres of a song: at most 3. */
export const SONG_GENRES_MAX = 3;
/** A song's BPM range, which the catalogue filters accept too. */
export const SONG_BPM_MIN = 40;
export const SONG_BPM_MAX = 250;
/** Works of an album: at most 50 songs. */
export const ALBUM_WORKS_MAX = 50;
/** Income lines the centre's chart reads (the latest ones, summed by day). */
export const MUSICIAN_CHART_LEDGER_LINES = 100;
/** A Chinese resident ID number: 17 digits and a digit or X (the provider's own check). */
export const ID_NUMBER_PATTERN = /^[0-9]{17}[0-9Xx]$/;
/** Days the income chart spans. */
export const MUSICIAN_CHART_DAYS = 30;
/** Genres on a musician's public profile: at most 10. */
export const WRITER_GENRES_MAX = 10;
/** Latest works on a musician's home page. */
export const MAKERS_HOME_LATEST = 6;

/* ---------------------------------------------------------------- community and brands */
/** publishCircleArticle: the title and content limits, counted on the text as the provider stores it. */
export const CIRCLE_TITLE_MAX = 50;
export const CIRCLE_CONTENT_MAX = 2000;
/** Images per article. */
export const CIRCLE_IMAGE_MAX = 9;
/** Comments on an article (addCircleComment). */
export const CIRCLE_COMMENT_MAX = 140;
/** The article list's excerpt, in characters. */
export const CIRCLE_EXCERPT_CHARS = 120;
/** editBrand: the name and description limits. */
export const BRAND_NAME_MAX = 30;
export const BRAND_DESCRIPTION_MAX = 140;

/* ---------------------------------------------------------------- buying (docs/behaviour.md#payment) */
/** An unpaid order is cancelled this long after it was created (docs/behaviour.md#payment). */
export const ORDER_AUTO_CANCEL_SEC = 30 * 60;
/** How often the app asks whether a WeChat Pay or Alipay payment went through, once the user is back. */
export const PAY_STATUS_POLL_MS = 2000;
/** After this long without a confirmed payment the app stops asking and lets the user check again. */
export const PAY_STATUS_POLL_LIMIT_MS = 120_000;
/**
 * How long a payment inside WeChat waits for WeChat's bridge (WeixinJSBridge) to come up before saying WeChat
 * Pay is unavailable: the bridge is normally there within a second of the page loading.
 */
export const WECHAT_BRIDGE_PAY_WAIT_MS = 5000;
/**
 * How long a preview tap inside iOS's WeChat waits for the bridge before playing anyway: short, so that a tap
 * never seems to do nothing.
 */
export const WECHAT_BRIDGE_PLAY_WAIT_MS = 800;
/** A physical order takes 1 to 99 of an item (createPhysicalOrder). */
export const PHYSICAL_QUANTITY_MAX = 99;
/** Ratings are 1 to 5 stars. */
export const EVALUATION_STARS_MAX = 5;
/** The largest recharge the provider accepts, in yuan. */
export const RECHARGE_MAX_YUAN = 50_000;
/** Mainland mobile numbers, as the contract's Mobile schema writes them. */
export const MOBILE_PATTERN = /^1\d{10}$/;

/* ---------------------------------------------------------------- account */
/** Order states the user centre's shortcuts badge with a count: the ones waiting on someone. */
export const ORDER_BADGE_STATES = ['to_be_paid', 'to_be_shipped', 'shipped'] as const;
/** A badge shows at most this number, then "99+". */
export const BADGE_MAX_COUNT = 99;
/** How long an un-collected row offers its undo, in ms. */
export const UNDO_WINDOW_MS = 5000;
/** The profile's bio, at most this many characters (the provider's limit). */
export const BIO_MAX_LENGTH = 140;
/** The nickname, at most this many characters (the provider's limit). */
export const NICKNAME_MAX_LENGTH = 30;
/* ---------------------------------------------------------------- storefront (docs/behaviour.md#player) */
/** "Mixes well with": how far another track's tempo may be from this one's (half and double time count). */
export const MIX_BPM_TOLERANCE = 0.06;
/** How many compatible tracks the detail page lists. */
export const MIX_SUGGESTIONS = 8;
/** How many catalogue tracks per tempo window the harmonic match looks through (the contract's page limit). */
export const MIX_CANDIDATES = 100;
/** How many pages of a listing its "mixes with" filter reads through (20 goods a page: 300 tracks). */
export const LISTING_MIX_PAGES = 15;
/** The player's seek step for the keyboard (arrow keys on the seek bar), in seconds. */
export const PLAYER_SEEK_STEP_S = 5;
/** The previous-track control restarts the current track when it has played this long, in seconds. */
export const PLAYER_RESTART_THRESHOLD_S = 3;
/** A waveform's PageUp and PageDown step: this share of the preview. */
export const WAVEFORM_PAGE_STEP = 0.1;
/** Comments and replies: the provider's page size. */
export const COMMENT_PAGE_SIZE = 20;
/** The catalogue search's keyword limit (the contract's maxLength). */
export const SEARCH_KEYWORD_MAX = 50;
/* ---------------------------------------------------------------- the crate (docs/behaviour.md#crate) */
/** Tracks a crate holds at most (its stored form stays well inside a phone's local storage quota). */
export const CRATE_MAX_TRACKS = 300;
/** Provider calls "add all to cart" and "collect all" keep in flight at once. */
export const CRATE_REQUEST_CONCURRENCY = 4;
/**
 * Past this many tracks the crate page renders only the rows near the viewport: at 200 a reorder rendered,
 * laid out and painted every row, 1 to 3 s at 4x CPU slowdown where docs/behaviour.md#crate allows 50 ms.
 */
export const CRATE_WINDOWING_THRESHOLD = 40;
/** A crate row's height (with the transition line above it) before it is measured. */
export const CRATE_ESTIMATED_ROW_PX = 96;
/**
 * A long crate's list renders its new window when the page is idle after a scroll that leaves the rows in view
 * drawn already (the overscan's), at the latest this long after it.
 */
export const CRATE_WINDOW_IDLE_RENDER_TIMEOUT_MS = 300;
/**
 * The crate (some 60 KB of JSON at 200 tracks) is written when the page is idle after a change, at the latest
 * this long after the frame that shows it.
 */
export const CRATE_SAVE_IDLE_TIMEOUT_MS = 1_000;
/**
 * The crate page finds "order for a smooth set" ahead once the crate has not changed for this long, so that a
 * run of moves is not slowed by a search (100 to 200 ms at 4x CPU slowdown for 200 tracks) after each one.
 */
export const CRATE_SMOOTH_AHEAD_DELAY_MS = 400;
/**
 * A long crate's list drawn ahead (hidden, features/crate/faces.ts) follows a scroll once the page has rested this
 * long, when it is next idle: a run of moves that scroll the list is not slowed by drawing what nobody sees.
 */
export const CRATE_AHEAD_FOLLOW_DELAY_MS = 400;
/** The longest stretch of that search in one idle moment: an input arriving meanwhile waits this long at most. */
export const CRATE_SMOOTH_AHEAD_SLICE_MS = 8;
