import { act, fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queue, tracksOf } from '@/lib/player';
import { audioElement, resetPlayerForTests } from '@/lib/player/player';
import { type Goods, GoodsRow } from './GoodsRow';

const goods = (id: number): Goods => ({
  id,
  title: `Track ${id}`,
  // No cover: the neutral fallback, so the test environment loads no image.
  image: '',
  goods_type: 'music',
  section: 'dj_single',
  channel: 1,
  price: '29.90',
  score_price: null,
  vip_free: false,
  is_free: false,
  genre: ['Tech House'],
  bpm: 126,
  key: null,
  duration: 180,
  play_count: 10,
  sales: 0,
  writer: null,
  preview_url: `/media/preview/${id}.wav`,
  preview_start: 0,
  createtime: 1_700_000_000,
});

/** Renders `items` as rows and counts each row's renders. */
function rows(items: readonly Goods[], playlist?: () => ReturnType<typeof tracksOf>) {
  const renders = new Map<string, number>();
  const count = (id: string) => renders.set(id, (renders.get(id) ?? 0) + 1);
  render(
    <ul>
      {items.map((item) => (
        <li key={item.id}>
          <Profiler id={String(item.id)} onRender={count}>
            <GoodsRow goods={item} {...(playlist ? { playlist } : {})} />
          </Profiler>
        </li>
      ))}
    </ul>,
  );
  const snapshot = () => Object.fromEntries(renders);
  return { snapshot };
}

/** Lets the audio element "play" as happy-dom cannot; the test fires its events as a browser would. */
function playableAudio() {
  const audio = audioElement();
  let paused = true;
  Object.defineProperty(audio, 'paused', { configurable: true, get: () => paused });
  vi.spyOn(audio, 'play').mockImplementation(() => {
    paused = false;
    return Promise.resolve();
  });
  return (type: string) => act(() => void audio.dispatchEvent(new Event(type)));
}

describe('goods row', () => {
  beforeEach(() => resetPlayerForTests());
  afterEach(() => vi.restoreAllMocks());

  it('re-renders only the rows a change of the player concerns', () => {
    const items = [goods(1), goods(2), goods(3)];
    const { snapshot } = rows(items);
    const fire = playableAudio();
    expect(snapshot()).toEqual({ 1: 1, 2: 1, 3: 1 });

    fireEvent.click(screen.getByRole('button', { name: 'Play preview of Track 2' }));
    expect(screen.getByRole('button', { name: 'Pause preview of Track 2' }).getAttribute('aria-pressed')).toBe('true');
    fire('playing');
    expect(snapshot()[1]).toBe(1);
    expect(snapshot()[3]).toBe(1);

    // Another track: the row that was playing and the new one, nothing else.
    const second = snapshot()[2];
    fireEvent.click(screen.getByRole('button', { name: 'Play preview of Track 3' }));
    fire('playing');
    expect(snapshot()[1]).toBe(1);
    expect(snapshot()[2]).toBeGreaterThan(second ?? 0);
    expect(screen.getByRole('button', { name: 'Play preview of Track 2' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Pause preview of Track 3' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('reads a playlist given as a function at the tap, so a list that grew plays on into its new rows', () => {
    let loaded = [goods(1), goods(2)];
    rows(loaded, () => tracksOf(loaded));
    playableAudio();
    loaded = [...loaded, goods(3)];
    fireEvent.click(screen.getByRole('button', { name: 'Play preview of Track 2' }));
    expect(queue.value.map((track) => track.id)).toEqual([1, 2, 3]);
  });
});
