// Global configuration and the version file the app compares on start-up.
export interface SystemState {
  /** The `timestamp` of version.json; POST /__mock/version changes it. */
  versionTimestamp: number;
  config: {
    site_name: string;
    logo: string;
    recharge_min_cents: number;
    withdraw_min_cents: number;
    score_rate: number;
    share: { title: string; desc: string; image: string };
    service: { wechat: string; mobile: string; qrcode: string };
    main_site_url: string;
  };
  /** Static pages by the contract's ArticleName. */
  pages: Map<string, { title: string; content: string; updatetime: number }>;
  worktime: string;
  faq: { question: string; answer: string }[];
}

/** The web app's build time that version.json answers (a new deploy, or the control API's POST /version). */
export function setVersionTimestamp(system: SystemState, timestamp: number): void {
  system.versionTimestamp = timestamp;
}
