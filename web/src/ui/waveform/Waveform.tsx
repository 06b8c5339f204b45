import type { components } from '@djshop/api';
import { effect } from '@preact/signals-react';
import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAYER_SEEK_STEP_S, WAVEFORM_PAGE_STEP } from '@/config/constants';
import { formatDuration } from '@/lib/format';
import { audioElement, currentTrack, playTrackAt, position, seek, status, type Track } from '@/lib/player';
import './waveform.css';

export type WaveformData = NonNullable<components['schemas']['GoodsDetail']['waveform']>;

/** A frame at 60 Hz: a step's timer ends this much early, and the step waits for the frame after it. */
const FRAME_MS = 1000 / 60;

/** The peaks as one path of bars, centred on the middle line of a 100-high box one unit wide per peak. */
export function waveformPath(peaks: readonly number[]): string {
  return peaks
    .map((peak, i) => {
      const half = Math.max(0.5, (peak / 255) * 48);
      return `M${i + 0.15} ${(50 - half).toFixed(1)}h0.7v${(2 * half).toFixed(1)}h-0.7z`;
    })
    .join('');
}

/**
 * A track's preview as its waveform, and a slider over it: a tap, a drag or a key seeks within the preview
 * file (its time from 0 to the waveform's `seconds`), and starts the track there when it is not playing.
 * The peaks are drawn once; the played part is a copy in the accent colour shown up to the playhead, which
 * slides a device pixel at a time as the sound plays, moved by the compositor, without rendering React again.
 */
export function Waveform({
  track,
  waveform,
  playlist,
}: {
  track: Track;
  waveform: WaveformData;
  playlist?: readonly Track[];
}) {
  const { t } = useTranslation('player');
  const slider = useRef<HTMLDivElement>(null);
  const played = useRef<HTMLDivElement>(null);
  const playedPeaks = useRef<HTMLDivElement>(null);
  const elapsed = useRef<HTMLSpanElement>(null);
  const dragging = useRef(false);
  const d = useMemo(() => waveformPath(waveform.peaks), [waveform.peaks]);
  const total = waveform.seconds;
  const valueText = useCallback(
    (at: number) => t('waveformTime', { at: formatDuration(at), total: formatDuration(total) }),
    [t, total],
  );

  useEffect(() => {
    let shownSecond = -1;
    let shownEdge = -1;
    /** The waveform's width in device pixels (0 before it is laid out). */
    const devicePixels = () => (slider.current?.clientWidth ?? 0) * window.devicePixelRatio;
    const paint = (seconds: number) => {
      const at = Math.min(total, Math.max(0, seconds));
      const pixels = devicePixels();
      const edge = pixels > 0 ? Math.round((at / total) * pixels) / pixels : at / total;
      if (played.current && playedPeaks.current && edge !== shownEdge) {
        shownEdge = edge;
        played.current.style.transform = `translateX(${(edge - 1) * 100}%)`;
        playedPeaks.current.style.transform = `translateX(${(1 - edge) * 100}%)`;
      }
      const second = Math.floor(at);
      if (second === shownSecond) return;
      shownSecond = second;
      slider.current?.setAttribute('aria-valuenow', String(second));
      slider.current?.setAttribute('aria-valuetext', valueText(second));
      if (elapsed.current) elapsed.current.textContent = formatDuration(second);
    };
    return effect(() => {
      const here = currentTrack.value?.id === track.id;
      paint(here ? position.value : 0);
      if (!here || status.value !== 'playing') return;
      // Between the element's time updates (four a second) the playhead follows the sound a device pixel at a time,
      // on the frame each step is due: a 30 s preview 412 px wide moves some 0.2 px a frame. A step on every frame,
      // the played part clipped anew each time, kept Chrome at 32 % of a core on the track's page while the preview
      // played; this keeps it at 11 % (docs/performance.md#the-player).
      let timer: ReturnType<typeof setTimeout> | undefined;
      const nextStep = () => {
        frame = requestAnimationFrame(follow);
      };
      const follow = () => {
        const audio = audioElement();
        paint(audio.currentTime);
        const pixels = devicePixels();
        const stepMs = pixels > 0 ? (total / pixels / (audio.playbackRate || 1)) * 1000 : 0;
        timer = setTimeout(nextStep, Math.max(0, stepMs - FRAME_MS));
      };
      let frame = requestAnimationFrame(follow);
      return () => {
        cancelAnimationFrame(frame);
        clearTimeout(timer);
      };
    });
  }, [track.id, total, valueText]);

  const seekTo = (seconds: number) => playTrackAt(track, Math.min(total, Math.max(0, seconds)), playlist);
  const pointerSeconds = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return Math.min(total, Math.max(0, ((event.clientX - box.left) / box.width) * total));
  };
  // A finger's press does not let a page start sound, its lift does: the press and the drag move the track
  // that is already playing, and the lift starts it there when it is not.
  const dragTo = (event: PointerEvent<HTMLDivElement>) => {
    if (currentTrack.value?.id === track.id) seek(pointerSeconds(event));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const now = Number(event.currentTarget.getAttribute('aria-valuenow') ?? 0);
    const at = currentTrack.value?.id === track.id ? position.value : now;
    const step = total * WAVEFORM_PAGE_STEP;
    const target: Record<string, number> = {
      ArrowRight: at + PLAYER_SEEK_STEP_S,
      ArrowUp: at + PLAYER_SEEK_STEP_S,
      ArrowLeft: at - PLAYER_SEEK_STEP_S,
      ArrowDown: at - PLAYER_SEEK_STEP_S,
      PageUp: at + step,
      PageDown: at - step,
      Home: 0,
      End: total,
    };
    const seconds = target[event.key];
    if (seconds === undefined) return;
    event.preventDefault();
    seekTo(seconds);
  };

  const peaks = (
    <svg viewBox={`0 0 ${waveform.peaks.length} 100`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
  return (
    <div className="waveform">
      <div
        ref={slider}
        className="waveform__slider"
        role="slider"
        tabIndex={0}
        aria-label={t('waveform')}
        aria-valuemin={0}
        aria-valuemax={Math.round(total)}
        aria-valuenow={0}
        aria-valuetext={valueText(0)}
        onKeyDown={onKeyDown}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          dragging.current = true;
          dragTo(event);
        }}
        onPointerMove={(event) => {
          if (dragging.current) dragTo(event);
        }}
        onPointerUp={(event) => {
          if (!dragging.current) return;
          dragging.current = false;
          seekTo(pointerSeconds(event));
        }}
        onPointerCancel={() => {
          dragging.current = false;
        }}
      >
        <div className="waveform__peaks">{peaks}</div>
        <div ref={played} className="waveform__played" style={{ transform: 'translateX(-100%)' }}>
          <div ref={playedPeaks} className="waveform__peaks" style={{ transform: 'translateX(100%)' }}>
            {peaks}
          </div>
        </div>
      </div>
      <div className="waveform__times" aria-hidden="true">
        <span ref={elapsed}>{formatDuration(0)}</span>
        <span>{formatDuration(total)}</span>
      </div>
    </div>
  );
}
