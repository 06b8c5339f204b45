import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '@/lib/i18n';
import { audioElement, currentTrack, position } from '@/lib/player';
import { resetPlayerForTests } from '@/lib/player/player';
import type { Track } from '@/lib/player/track';
import { Waveform, waveformPath } from './Waveform';

const track: Track = {
  id: 7,
  title: 'Track 7',
  artist: 'DJ',
  cover: '/media/cover/7.jpg',
  src: '/media/preview/7.wav',
  startAt: 0,
  goodsType: 'music',
  section: 'dj_single',
};
const peaks = Array.from({ length: 120 }, (_, i) => (i === 90 ? 255 : 60));

beforeAll(() => loadNamespaces('player'));

describe('the waveform', () => {
  beforeEach(() => {
    resetPlayerForTests();
    vi.spyOn(audioElement(), 'play').mockImplementation(() => Promise.resolve());
  });
  afterEach(() => vi.restoreAllMocks());

  it('draws one bar per peak, as high as its level', () => {
    const d = waveformPath(peaks);
    expect(d.match(/M/g)).toHaveLength(120);
    expect(d).toContain('M90.15 2.0h0.7v96.0h-0.7z');
  });

  it('is a slider over the preview in seconds whose keys start the track where they point', () => {
    render(<Waveform track={track} waveform={{ seconds: 30, peaks }} />);
    const slider = screen.getByRole('slider', { name: 'Preview waveform, position' });
    expect(slider.getAttribute('aria-valuemax')).toBe('30');
    expect(slider.getAttribute('aria-valuetext')).toBe('0:00 of 0:30');
    fireEvent.keyDown(slider, { key: 'PageUp' });
    expect(currentTrack.value?.id).toBe(7);
    expect(position.value).toBe(3);
    expect(slider.getAttribute('aria-valuenow')).toBe('3');
    fireEvent.keyDown(slider, { key: 'End' });
    expect(slider.getAttribute('aria-valuenow')).toBe('30');
    expect(slider.getAttribute('aria-valuetext')).toBe('0:30 of 0:30');
  });

  it('shows the played part up to the playhead, in whole device pixels, by moving two layers', () => {
    // 300 CSS px at two device pixels each: 600 steps over the 30 s preview, one every 50 ms of sound.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    vi.spyOn(window, 'devicePixelRatio', 'get').mockReturnValue(2);
    const { container } = render(<Waveform track={track} waveform={{ seconds: 30, peaks }} />);
    const playedWindow = container.querySelector<HTMLElement>('.waveform__played');
    const copy = playedWindow?.querySelector<HTMLElement>('.waveform__peaks');
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Preview waveform, position' }), { key: 'PageUp' });
    expect(playedWindow?.style.transform).toBe('translateX(-90%)');
    expect(copy?.style.transform).toBe('translateX(90%)');
    // 3.02 s is 60.4 device pixels in: the edge stays on the 60th until the sound reaches the next.
    position.value = 3.02;
    expect(playedWindow?.style.transform).toBe('translateX(-90%)');
    position.value = 3.03;
    expect(playedWindow?.style.transform).toBe(`translateX(${(61 / 600 - 1) * 100}%)`);
  });
});
