import { describe, expect, it } from 'vitest';
import { beatStart, candidateTime, crossfade, learnLead } from './beat';

describe('beatStart', () => {
  it('starts on the first beat of a clip', () => {
    expect(beatStart({ bpm: 128, firstBeatMs: 230, startAt: 0 }, 12)).toBeCloseTo(0.23, 6);
    // An offset past the end of the clip means the clip is the preview: from its start.
    expect(beatStart({ bpm: 128, firstBeatMs: 230, startAt: 60 }, 12)).toBeCloseTo(0.23, 6);
  });

  it('starts on the first beat at or after an offset inside the file', () => {
    // Beats at 0.5, 1.0, 1.5 … (120 BPM from 500 ms): from 2.2 s the next is 2.5 s.
    expect(beatStart({ bpm: 120, firstBeatMs: 500, startAt: 2.2 }, 30)).toBeCloseTo(2.5, 6);
    expect(beatStart({ bpm: 120, firstBeatMs: 500, startAt: 2 }, 30)).toBeCloseTo(2, 6);
  });

  it('without a first beat, starts where the player would', () => {
    expect(beatStart({ bpm: 120, firstBeatMs: undefined, startAt: 3 }, 30)).toBe(3);
    expect(beatStart({ bpm: 120, firstBeatMs: undefined, startAt: 60 }, 12)).toBe(0);
  });
});

describe('candidateTime', () => {
  it('runs the candidate at its rate from its own first beat, moved by the nudge', () => {
    const starts = { track: 0.2, candidate: 0.4 };
    expect(candidateTime(0.2, starts, 1.05, 0)).toBeCloseTo(0.4, 6);
    expect(candidateTime(2.2, starts, 1.05, 0)).toBeCloseTo(0.4 + 2 * 1.05, 6);
    expect(candidateTime(2.2, starts, 1.05, 20)).toBeCloseTo(0.4 + 2.02 * 1.05, 6);
  });
});

describe('crossfade', () => {
  it('keeps the power constant across the fader', () => {
    expect(crossfade(0)).toEqual({ track: 1, candidate: 0 });
    expect(crossfade(1).track).toBeCloseTo(0, 6);
    const middle = crossfade(0.5);
    expect(middle.track).toBeCloseTo(Math.SQRT1_2, 6);
    expect(middle.track ** 2 + middle.candidate ** 2).toBeCloseTo(1, 6);
    expect(crossfade(2)).toEqual(crossfade(1));
  });
});

describe('learnLead', () => {
  it('aims a seek ahead by what the last one lost, back when it overshot, never behind and never far', () => {
    expect(learnLead(0, -0.1, 0.3)).toBeCloseTo(0.1, 6);
    expect(learnLead(0.1, 0.02, 0.3)).toBeCloseTo(0.08, 6);
    expect(learnLead(0.05, 0.2, 0.3)).toBe(0);
    expect(learnLead(0.25, -0.2, 0.3)).toBe(0.3);
  });
});
