import type { components } from '@djshop/api';
import { describe, expect, it } from 'vitest';
import { trackOf } from './track';

type Goods = components['schemas']['Goods'];

describe('trackOf', () => {
  it('decodes the provider-escaped title and artist once, for the mini player, play page and lock screen', () => {
    const goods = {
      id: 7,
      title: 'Tom &amp; &quot;Jerry&quot; &lt;Remix&gt;',
      image: '/media/cover/7.svg',
      goods_type: 'music',
      section: 'dj_single',
      preview_url: '/media/preview/7.wav',
      preview_start: 12,
      writer: { nickname: 'DJ &amp;amp; Co' },
    } as unknown as Goods;
    const track = trackOf(goods);
    expect(track?.title).toBe('Tom & "Jerry" <Remix>');
    // Once only: an escaped ampersand the user typed as text stays one level escaped.
    expect(track?.artist).toBe('DJ &amp; Co');
    expect(track?.startAt).toBe(12);
  });
});
