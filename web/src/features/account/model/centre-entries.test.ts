import { describe, expect, it } from 'vitest';
import { type CentreGroup, centreEntries, musicianEntry } from './centre-entries';

const USER = {
  id: 1,
  writer_status: 'none',
  brand_id: null,
  random_password: false,
} as unknown as Parameters<typeof centreEntries>[0];

/** The keys of the entries a viewer can open, by group. */
const openable = (groups: CentreGroup[]) =>
  Object.fromEntries(
    groups.map((group) => [group.key, group.entries.filter((entry) => entry.url).map((entry) => entry.key)]),
  );

describe('the user centre entries', () => {
  it('shows a visitor only what a visitor may use', () => {
    expect(openable(centreEntries(undefined, false))).toEqual({
      library: [],
      wallet: ['couponCentre'],
      creators: ['brand', 'makers', 'circle'],
      settings: [],
      help: ['service', 'help', 'privacy', 'agreement'],
    });
  });

  it('gives a member everything of theirs, and uploads and withdrawal only to an approved musician', () => {
    const member = openable(centreEntries(USER, true));
    expect(member.library).toEqual(['myCollection', 'myAttention', 'recentlyPlayed', 'downloadLog']);
    expect(member.creators).toEqual(['musician', 'brand', 'makers', 'circle', 'circleMy', 'circleFavorite']);
    const musician = openable(centreEntries({ ...USER, writer_status: 'approved' } as typeof USER, true));
    expect(musician.creators).toEqual([
      'musician',
      'songUpload',
      'albumUpload',
      'withdrawal',
      'brand',
      'makers',
      'circle',
      'circleMy',
      'circleFavorite',
    ]);
  });

  it('leads a brand member to the brand centre and anyone else to the brands', () => {
    const brand = (user: typeof USER) =>
      centreEntries(user, true)
        .flatMap((group) => group.entries)
        .find((entry) => entry.key === 'brand');
    expect(brand(USER)?.label).toBe('brand.join');
    expect(brand({ ...USER, brand_id: 3 } as typeof USER)?.label).toBe('brand.centre');
  });

  it('follows the musician application, and tells a random password to be set', () => {
    expect(musicianEntry('approved')).toMatchObject({ label: 'musician.centre' });
    expect(musicianEntry('reviewing')).toMatchObject({ label: 'musician.apply', note: 'musician.reviewing' });
    expect(musicianEntry('rejected')).toMatchObject({ label: 'musician.apply', note: 'musician.rejected' });
    expect(musicianEntry(undefined).note).toBeUndefined();
    const password = centreEntries({ ...USER, random_password: true } as typeof USER, true)
      .flatMap((group) => group.entries)
      .find((entry) => entry.key === 'updatePassword');
    expect(password?.note).toBe('updatePassword.notSet');
  });
});
