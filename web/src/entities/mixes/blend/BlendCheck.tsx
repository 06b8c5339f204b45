import type { components } from '@djshop/api';
import { Minus, Plus, Square } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mix } from '@/entities/goods/mixes';
import { mediaUrl } from '@/lib/media';
import { pause as pausePlayer } from '@/lib/player';
import { userText } from '@/lib/user-text';
import { beatStart, candidateTime, crossfade, learnLead } from './beat';
import { type BlendLimit, setPreservesPitch } from './support';
import './blend.css';

type Goods = components['schemas']['Goods'];

/** How far apart the candidate may drift from where it should be before it is put back, in seconds. */
const DRIFT_MAX = 0.04;
/** The most a seek aims ahead of the spot to make up for its own time, in seconds. */
const LEAD_MAX = 0.3;
/** The nudge's step when the provider does not say where the beats are, in ms. */
const NUDGE_STEP_MS = 10;

/** The one blend playing; a new one stops it. */
let stopCurrent: (() => void) | null = null;

export interface BlendCheckProps {
  track: Goods;
  mix: Mix;
  keyLock: boolean;
  /** The blend ended: stopped, finished, hidden, failed or taken over by the player. */
  onClose: () => void;
  /** The browser cannot blend: the button then says so. */
  onUnsupported: (limit: BlendLimit) => void;
}

type Phase = 'starting' | 'playing' | 'failed';

/**
 * The candidate played over the track through two media elements of its own: both previews start on a beat,
 * the candidate at the matched tempo (its playback rate, pitch kept with key lock), a crossfader between them
 * and a stop. It never sets the lock screen's session (that stays the player's) and stops when the page is
 * hidden or left: Web Audio and a second source are foreground things on phones.
 */
export default function BlendCheck({ track, mix, keyLock, onClose, onUnsupported }: BlendCheckProps) {
  const { t } = useTranslation('goods');
  const trackRef = useRef<HTMLAudioElement>(null);
  const candidateRef = useRef<HTMLAudioElement>(null);
  const [phase, setPhase] = useState<Phase>('starting');
  const phaseRef = useRef<Phase>(phase);
  phaseRef.current = phase;
  const [fader, setFader] = useState(50);
  const [nudgeMs, setNudgeMs] = useState(0);
  const nudgeRef = useRef(0);
  const startsRef = useRef({ track: 0, candidate: 0 });
  /** Puts the candidate where it should be now (after a nudge); set while a blend runs. */
  const realignRef = useRef<(() => void) | null>(null);
  const faderId = useId();
  const candidate = mix.goods;
  const { rate } = mix.match;
  const beatsKnown = track.preview_first_beat_ms !== undefined && candidate.preview_first_beat_ms !== undefined;

  // The callbacks change with every render of the list; the blend runs once per pair.
  const callbacks = useRef({ onClose, onUnsupported });
  callbacks.current = { onClose, onUnsupported };

  useEffect(() => {
    const a = trackRef.current;
    const b = candidateRef.current;
    if (!a || !b) return;
    let stopped = false;
    const stop = () => {
      if (stopped) return;
      stopped = true;
      if (stopCurrent === stop) stopCurrent = null;
      for (const element of [a, b]) {
        element.pause();
        element.removeAttribute('src');
        element.load();
      }
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', close);
    };
    const close = () => {
      stop();
      callbacks.current.onClose();
    };
    const unsupported = (limit: BlendLimit) => {
      stop();
      callbacks.current.onUnsupported(limit);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') close();
    };
    stopCurrent?.();
    stopCurrent = stop;
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', close);
    // The app's player would be a third source; it is paused, not taken over (its lock-screen entry stays).
    pausePlayer();

    // Neither is offered for casting: they are a check in the page, not a playback.
    a.disableRemotePlayback = true;
    b.disableRemotePlayback = true;
    a.src = mediaUrl(track.preview_url);
    b.src = mediaUrl(candidate.preview_url);
    // Setting the source resets the rate to the default one, so both are set after it.
    setPreservesPitch(b, keyLock);
    b.defaultPlaybackRate = rate;
    b.playbackRate = rate;
    const rateTaken = () => Math.abs(b.playbackRate - rate) < 1e-3;
    if (!rateTaken()) {
      unsupported('rate');
      return stop;
    }

    const whenReady = (element: HTMLMediaElement) =>
      new Promise<void>((resolve, reject) => {
        if (element.readyState >= HTMLMediaElement.HAVE_METADATA) resolve();
        element.addEventListener('loadedmetadata', () => resolve(), { once: true });
        element.addEventListener('error', () => reject(element.error), { once: true });
      });

    const start = async () => {
      await Promise.all([whenReady(a), whenReady(b)]);
      if (stopped) return;
      const starts = {
        track: beatStart(
          { bpm: track.bpm ?? 0, firstBeatMs: track.preview_first_beat_ms, startAt: track.preview_start },
          a.duration,
        ),
        candidate: beatStart(
          { bpm: candidate.bpm ?? 0, firstBeatMs: candidate.preview_first_beat_ms, startAt: candidate.preview_start },
          b.duration,
        ),
      };
      startsRef.current = starts;
      a.currentTime = starts.track;
      b.currentTime = starts.candidate;
      // Both in the same task, so that they start together as nearly as the browser allows.
      await Promise.all([a.play(), b.play()]);
      if (stopped) return;
      // Browsers that play one source at a time pause the first when the second starts; some players reset
      // the rate once playing.
      if (a.paused || b.paused) unsupported('twoSources');
      else if (!rateTaken()) unsupported('rate');
      else setPhase('playing');
    };
    start().catch((error: unknown) => {
      if (stopped) return;
      if (error instanceof DOMException && error.name === 'NotSupportedError') unsupported('twoSources');
      else {
        stop();
        setPhase('failed');
      }
    });

    // Kept on the beat: the candidate is put back where it should be when it drifts (or is nudged). A seek
    // takes time while the track plays on, so a seek aims ahead by what the last one lost (`lead`), learnt
    // from where the candidate was at the first update after it: on a busy phone seeking to the spot itself
    // would leave it behind every time.
    let lead = 0;
    let sought = false;
    const follow = (force = false) => {
      if (stopped || a.paused || b.paused || b.seeking) return;
      const expected = candidateTime(a.currentTime, startsRef.current, rate, nudgeRef.current);
      const error = b.currentTime - expected;
      if (sought) {
        sought = false;
        lead = learnLead(lead, error, LEAD_MAX);
      }
      if (force || Math.abs(error) > DRIFT_MAX) {
        sought = true;
        b.currentTime = expected + lead;
      }
    };
    realignRef.current = () => follow(true);
    const onTime = () => follow();
    // A pause that is not ours (the app's player starting pauses other media) or an end ends the blend.
    const ended = () => {
      if (!stopped) close();
    };
    const paused = () => {
      if (!stopped && phaseRef.current === 'playing') close();
    };
    a.addEventListener('timeupdate', onTime);
    for (const element of [a, b]) {
      element.addEventListener('ended', ended);
      element.addEventListener('pause', paused);
    }
    return () => {
      a.removeEventListener('timeupdate', onTime);
      realignRef.current = null;
      for (const element of [a, b]) {
        element.removeEventListener('ended', ended);
        element.removeEventListener('pause', paused);
      }
      stop();
    };
  }, [track, candidate, rate, keyLock]);

  useEffect(() => {
    const gains = crossfade(fader / 100);
    if (trackRef.current) trackRef.current.volume = gains.track;
    if (candidateRef.current) candidateRef.current.volume = gains.candidate;
  }, [fader]);

  const nudge = (step: number) => {
    const next = nudgeRef.current + step;
    nudgeRef.current = next;
    setNudgeMs(next);
    realignRef.current?.();
  };

  const trackTitle = userText(track.title);
  const candidateTitle = userText(candidate.title);
  return (
    <section className="blend" aria-label={t('blend.label', { title: candidateTitle })}>
      {/* biome-ignore lint/a11y/useMediaCaption: previews of instrumental music, nothing to caption */}
      <audio ref={trackRef} className="blend__deck" data-blend="track" preload="auto" />
      {/* biome-ignore lint/a11y/useMediaCaption: as above */}
      <audio ref={candidateRef} className="blend__deck" data-blend="candidate" preload="auto" />
      <p className="blend__status" role="status">
        {phase === 'failed'
          ? t('blend.failed')
          : phase === 'starting'
            ? t('blend.starting')
            : t('blend.playing', { title: candidateTitle, track: trackTitle })}
      </p>
      <div className="blend__fader">
        <label htmlFor={faderId} className="blend__end">
          {t('blend.faderLabel')}
        </label>
        <input
          id={faderId}
          type="range"
          min={0}
          max={100}
          value={fader}
          aria-valuetext={t('blend.faderValue', { track: 100 - fader, candidate: fader })}
          onChange={(event) => setFader(Number(event.target.value))}
        />
        <div className="blend__ends" aria-hidden="true">
          <span>{trackTitle}</span>
          <span>{candidateTitle}</span>
        </div>
      </div>
      {beatsKnown ? null : (
        <fieldset className="blend__nudge">
          <legend>{t('blend.nudge', { offset: nudgeMs > 0 ? `+${nudgeMs}` : String(nudgeMs) })}</legend>
          <button
            type="button"
            className="icon-button"
            aria-label={t('blend.earlier', { step: NUDGE_STEP_MS })}
            onClick={() => nudge(-NUDGE_STEP_MS)}
          >
            <Minus aria-hidden="true" size={18} />
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label={t('blend.later', { step: NUDGE_STEP_MS })}
            onClick={() => nudge(NUDGE_STEP_MS)}
          >
            <Plus aria-hidden="true" size={18} />
          </button>
        </fieldset>
      )}
      <button type="button" className="btn blend__stop" onClick={onClose}>
        <Square aria-hidden="true" size={16} />
        {t('blend.stop')}
      </button>
    </section>
  );
}
