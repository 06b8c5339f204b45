import { beforeEach, describe, expect, it } from 'vitest';
import { endLocalSession, openId, setOpenId, setToken, token } from './session';
import { popupClosedKey, STORAGE_KEYS } from './storage';

beforeEach(() => window.localStorage.clear());

describe('log-out on this device', () => {
  it("drops the user's token, openId, return location and profile draft, and keeps the device's own records", () => {
    setToken('user-token');
    setOpenId('wx-open-id');
    window.localStorage.setItem(STORAGE_KEYS.returnTo, '/pages/user/myCollection');
    window.localStorage.setItem(STORAGE_KEYS.profileDraft, '{}');
    const kept = {
      [STORAGE_KEYS.locale]: 'zh-Hant',
      [STORAGE_KEYS.versionTimestamp]: '1763702400',
      [STORAGE_KEYS.visitorId]: '6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b',
      [STORAGE_KEYS.helpVisitedAt]: '1763702400000',
      [popupClosedKey(7)]: '1763700000000',
    };
    for (const [key, value] of Object.entries(kept)) window.localStorage.setItem(key, value);

    endLocalSession();

    expect(token.value).toBeNull();
    expect(openId.value).toBeNull();
    for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.openId, STORAGE_KEYS.returnTo, STORAGE_KEYS.profileDraft]) {
      expect(window.localStorage.getItem(key), key).toBeNull();
    }
    for (const [key, value] of Object.entries(kept)) expect(window.localStorage.getItem(key), key).toBe(value);
  });
});
