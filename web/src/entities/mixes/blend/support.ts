// Whether this browser can run the blend check, asked before its code loads so that the button can say so.

/** Why the blend check cannot run here: the rate does not change, or two previews do not play at once. */
export type BlendLimit = 'rate' | 'twoSources';

type PitchElement = { preservesPitch?: boolean; webkitPreservesPitch?: boolean; mozPreservesPitch?: boolean };

/**
 * Sets whether a media element keeps its pitch when its rate changes: unprefixed in Chrome 86 and Safari 17.2,
 * prefixed before. Answers whether the browser knows the property at all.
 */
export function setPreservesPitch(element: HTMLMediaElement, keep: boolean): boolean {
  const media = element as unknown as PitchElement;
  if ('preservesPitch' in media) media.preservesPitch = keep;
  else if ('webkitPreservesPitch' in media) media.webkitPreservesPitch = keep;
  else if ('mozPreservesPitch' in media) media.mozPreservesPitch = keep;
  else return false;
  return true;
}

let rateWorks: boolean | undefined;

/**
 * Whether a media element here takes a playback rate and gives it back (some Android in-app players ignore
 * it: set it and read it back), with a way to keep or release the pitch. Asked once, on a detached element.
 */
export function rateSupported(): boolean {
  if (rateWorks === undefined) {
    try {
      const probe = document.createElement('audio');
      probe.playbackRate = 1.0625;
      rateWorks = Math.abs(probe.playbackRate - 1.0625) < 1e-6 && setPreservesPitch(probe, true);
    } catch {
      rateWorks = false;
    }
  }
  return rateWorks;
}
