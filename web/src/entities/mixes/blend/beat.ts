// The arithmetic of the blend check: where each preview starts so that the two start on a beat together, where
// the candidate should be while they play, and the crossfader's gains. Pure, so it is tested without audio.

export interface BeatClock {
  /** The preview's tempo. */
  readonly bpm: number;
  /** Where its first beat falls in the file, in ms; undefined when the provider does not say. */
  readonly firstBeatMs: number | undefined;
  /** Where the player starts the preview, in seconds (`preview_start`). */
  readonly startAt: number;
}

/**
 * Where to start a preview, in seconds: on its first beat at or after where the player would start it. A start
 * past the end of the file means the file is the clip itself and starts at 0 (as the player does). Without a
 * first beat: the start itself (the blend then offers a nudge).
 */
export function beatStart(clock: BeatClock, duration: number): number {
  const start = Number.isFinite(duration) && clock.startAt < duration ? clock.startAt : 0;
  if (clock.firstBeatMs === undefined || !(clock.bpm > 0)) return start;
  const first = clock.firstBeatMs / 1000;
  if (first >= start) return first;
  const period = 60 / clock.bpm;
  return first + Math.ceil((start - first) / period - 1e-9) * period;
}

/**
 * Where the candidate should be, in seconds of its file, when the track is at `trackTime`: both started on a
 * beat, the candidate running `rate` times as fast, moved by `nudgeMs` of the listener's time.
 */
export function candidateTime(
  trackTime: number,
  starts: { track: number; candidate: number },
  rate: number,
  nudgeMs: number,
): number {
  return starts.candidate + (trackTime - starts.track + nudgeMs / 1000) * rate;
}

/** Equal-power crossfade: at 0 only the track, at 1 only the candidate, in the middle both at -3 dB. */
export function crossfade(position: number): { track: number; candidate: number } {
  const x = Math.min(1, Math.max(0, position));
  return { track: Math.cos((x * Math.PI) / 2), candidate: Math.sin((x * Math.PI) / 2) };
}

/**
 * How far ahead the next seek should aim, learnt from the last one: `error` is where the candidate was, after
 * that seek, against where it should have been (negative: behind, as a seek takes time while the track plays
 * on). Never behind the spot, at most `max`.
 */
export function learnLead(lead: number, error: number, max: number): number {
  return Math.min(max, Math.max(0, lead - error));
}
