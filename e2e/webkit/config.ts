/** Where the WebKit journeys' browser and mock are, handed from the setup to the journeys. */
export interface WebKitContext {
  baseUrl: string;
  driverUrl: string;
  /**
   * A file holding the id of the session the journeys share now: a journey in a browser of its own
   * (`withBrowser`) ends it and starts its successor, which the next journey file must find.
   */
  sessionFile: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    webkit: WebKitContext;
  }
}

/** Debian's WebKitGTK browser (package libwebkit2gtk-4.1-0, with webkit2gtk-driver). */
export const MINIBROWSER =
  process.env.WEBKIT_MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** An iPhone's Safari (iOS 17.5), and its screen in CSS pixels. */
export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
export const VIEWPORT = { width: 390, height: 844 } as const;
/** WeChat's in-app browser on that iPhone: WebKit too, with its own mark. */
export const WECHAT_UA = `${IPHONE_UA} MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN`;

/**
 * A MiniBrowser session with that user agent. Full screen: the window's toolbar is gone and its width can go
 * below the toolbar's 447 px (MiniBrowser ignores `--geometry`); the session then sets the window to the
 * viewport's size.
 */
export const capabilities = (userAgent: string) => ({
  browserName: 'MiniBrowser',
  'webkitgtk:browserOptions': {
    binary: MINIBROWSER,
    args: ['--automation', `--user-agent=${userAgent}`, '--full-screen'],
  },
});
