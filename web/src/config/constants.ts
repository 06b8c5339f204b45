// Every number of product-spec §9 (and the few the behaviour notes pin down), named once with its unit.

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
export const TAB_BAR_SELECTED_COLOR = '#e4393c';
export const PULL_REFRESH_HEIGHT_PX = 70;
export const PULL_REFRESH_RANGE_PX = 150;

/* ---------------------------------------------------------------- layers (z-index) */
export const Z_INDEX_TOAST = 10_090;
export const Z_INDEX_NO_NETWORK = 10_080;
export const Z_INDEX_POPUP = 10_075;
export const Z_INDEX_MASK = 10_070;
export const Z_INDEX_NAVBAR = 980;
export const Z_INDEX_TOP_TIPS = 975;
export const Z_INDEX_STICKY = 970;

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
