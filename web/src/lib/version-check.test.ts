import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from './storage';
import { checkVersion, type VersionCheckDeps } from './version-check';

function deps(remote: number | null, answer: 'confirm' | 'cancel' | 'dismiss' = 'confirm') {
  return {
    fetchTimestamp: vi.fn(async () => remote),
    ask: vi.fn(async () => answer),
    clearCaches: vi.fn(async () => {}),
    reload: vi.fn(),
    openCacheHelp: vi.fn(),
  } satisfies VersionCheckDeps;
}

const stored = () => window.localStorage.getItem(STORAGE_KEYS.versionTimestamp);

describe('version check', () => {
  it('stores the timestamp silently on the first launch', async () => {
    const d = deps(1763702400);
    expect(await checkVersion(d)).toBe('first-launch');
    expect(stored()).toBe('1763702400');
    expect(d.ask).not.toHaveBeenCalled();
  });

  it('does nothing when the version is current', async () => {
    window.localStorage.setItem(STORAGE_KEYS.versionTimestamp, '1763702400');
    const d = deps(1763702400);
    expect(await checkVersion(d)).toBe('current');
    expect(d.ask).not.toHaveBeenCalled();
  });

  it('asks on a new version; confirm stores the timestamp and reloads', async () => {
    window.localStorage.setItem(STORAGE_KEYS.versionTimestamp, '1');
    const d = deps(2, 'confirm');
    expect(await checkVersion(d)).toBe('reloaded');
    expect(stored()).toBe('2');
    expect(d.clearCaches).toHaveBeenCalled();
    expect(d.reload).toHaveBeenCalled();
  });

  it('cancel opens the cache help and keeps the old timestamp', async () => {
    window.localStorage.setItem(STORAGE_KEYS.versionTimestamp, '1');
    const d = deps(2, 'cancel');
    expect(await checkVersion(d)).toBe('help');
    expect(d.openCacheHelp).toHaveBeenCalled();
    expect(d.reload).not.toHaveBeenCalled();
    expect(stored()).toBe('1');
  });

  it('skips quietly when the version file cannot be read', async () => {
    const d = deps(null);
    expect(await checkVersion(d)).toBe('unavailable');
    expect(stored()).toBeNull();
  });
});
