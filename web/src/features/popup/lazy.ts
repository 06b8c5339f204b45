import { retryableLazy } from '@/ui/lazy/retryableLazy';

/** The launch popup's code stays out of the entry; preload.ts fetches it as soon as the app starts. */
export const LazyLaunchPopup = retryableLazy<{ onSettled?: () => void }>(() =>
  import('./LaunchPopup').then((module) => ({ default: module.LaunchPopup })),
);
