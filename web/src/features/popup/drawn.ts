// Apart from launch.ts (in the entry), which imports LaunchPopup's chunk, so that the popup can import it.
let markDrawn: () => void = () => undefined;
/** Settles once the launch popup has painted its first picture, failed to, or closed. */
export const launchPopupDrawnOrGone = new Promise<void>((resolve) => {
  markDrawn = resolve;
});

/**
 * Told by the popup once it has painted its first picture, or failed to, or closed: the page's pictures off the
 * screen may come then (once per launch; later calls do nothing).
 */
export function launchPopupDrawn(): void {
  markDrawn();
}
