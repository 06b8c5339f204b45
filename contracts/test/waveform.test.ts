import { describe, expect, it } from 'vitest';
import { WAVEFORM_RESOLUTION, waveformProblems } from '../src/validators.ts';

const peaks = (f: (i: number) => number) => Array.from({ length: WAVEFORM_RESOLUTION }, (_, i) => f(i));

describe('the waveform of a detail answer', () => {
  it('passes when absent, or with one scaled level per slice', () => {
    expect(waveformProblems(undefined)).toEqual([]);
    expect(waveformProblems({ seconds: 30, peaks: peaks((i) => (i === 90 ? 255 : i)) })).toEqual([]);
    expect(waveformProblems({ seconds: 30, peaks: peaks(() => 0) })).toEqual([]);
  });

  it('fails with the wrong number of levels, levels out of range, or an unscaled loudest level', () => {
    expect(waveformProblems({ seconds: 30, peaks: [255, 1, 2] })[0]).toMatch(/120 levels, got 3/);
    expect(waveformProblems({ seconds: 30, peaks: peaks((i) => (i === 5 ? 256 : 255)) })[0]).toMatch(/peaks\[5\]/);
    expect(waveformProblems({ seconds: 30, peaks: peaks((i) => (i === 7 ? 1.5 : 255)) })[0]).toMatch(/peaks\[7\]/);
    expect(waveformProblems({ seconds: 30, peaks: peaks(() => 100) })[0]).toMatch(/scaled to 255, got 100/);
    expect(waveformProblems({ seconds: 0, peaks: peaks(() => 255) })[0]).toMatch(/seconds/);
    expect(waveformProblems([1, 2])[0]).toMatch(/seconds/);
  });
});
