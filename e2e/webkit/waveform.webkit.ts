import { Key } from 'selenium-webdriver';
import { describe, expect, test } from 'vitest';
import { browser, find, fresh, js, open, provider, waitFor } from './harness.ts';

// A preview's waveform on an iPhone's engine: drawn from the provider's peaks, a tap on its second half starts
// the preview there (WebKit lets sound start only from a real gesture), and the slider answers the keyboard.
// See docs/behaviour.md#player.

interface Single {
  id: number;
  preview_url: string | null;
}
interface Detail {
  waveform?: { seconds: number; peaks: number[] };
}

const SLIDER = '.waveform__slider[role="slider"]';

const audio = () =>
  js(() => {
    const element = document.querySelector<HTMLAudioElement>('audio.player-audio');
    if (!element) return null;
    const from = (window as unknown as { startedAt?: number }).startedAt ?? null;
    return { time: element.currentTime, paused: element.paused, src: element.currentSrc, from };
  });

describe('WebKit as an iPhone: the waveform', () => {
  test('is drawn from the provider, seeks where it is tapped and answers the keyboard', async () => {
    await fresh();
    const listing = await provider<{ data: Single[] }>('/api/h5.index/djSingle', { query: { limit: 10 } });
    const track = listing.data.find((item) => item.preview_url);
    if (!track?.preview_url) throw new Error('the seed has a DJ single with a preview');
    const detail = await provider<Detail>('/api/h5.goods/detail', { query: { id: track.id, type: 'music' } });
    const waveform = detail.waveform;
    if (!waveform) throw new Error('the provider gives its waveform');
    await open(`/pages/index/singleDetail?id=${track.id}&type=music`, { lang: 'en' });

    const slider = await find(SLIDER);
    expect(Number(await slider.getAttribute('aria-valuemax'))).toBe(Math.round(waveform.seconds));
    // One bar per peak, drawn once.
    const bars = await js(
      (selector) => (document.querySelector(`${selector} path`)?.getAttribute('d')?.match(/v/g) ?? []).length,
      SLIDER,
    );
    expect(bars).toBe(waveform.peaks.length);

    // A tap at three quarters of its width (an offset from its middle), as a finger would.
    await js((selector) => document.querySelector(selector)?.scrollIntoView({ block: 'center' }), SLIDER);
    // Where the tap put the sound: the element's time once it has seeked (WebKit's `played` ranges start at 0,
    // where the file was loaded).
    // (The app's one audio element is added on the first play: the listener waits at the document.)
    await js(() => {
      document.addEventListener(
        'seeked',
        (event) => {
          const element = event.target as HTMLAudioElement;
          (window as unknown as { startedAt?: number }).startedAt ??= element.currentTime;
        },
        { capture: true },
      );
    });
    const { width } = await slider.getRect();
    await browser()
      .actions()
      .move({ origin: slider, x: Math.round(width / 4), y: 0 })
      .press()
      .release()
      .perform();
    const target = 0.75 * waveform.seconds;
    const started = await waitFor(
      async () => {
        const state = await audio();
        return state && !state.paused && state.src.endsWith(track.preview_url as string) && state.from !== null
          ? { from: state.from }
          : null;
      },
      { message: 'the preview playing after the tap', timeout: 20_000 },
    );
    expect(Math.abs((started?.from ?? -1) - target)).toBeLessThan(0.5);

    // The keyboard: End goes to the end, Home back to the start, each reflected in the audio element.
    await slider.sendKeys(Key.END);
    await waitFor(async () => (await audio())?.time ?? 0, { above: waveform.seconds - 1, message: 'End' });
    await slider.sendKeys(Key.HOME);
    await waitFor(async () => ((await audio())?.time ?? 99) < 2, { message: 'Home' });
    expect(Number(await slider.getAttribute('aria-valuenow'))).toBeLessThan(2);
  });
});
