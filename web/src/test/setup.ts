import '@/lib/i18n';
// The route table, registered as the app registers it at start-up: pages rendered alone link by route name.
import '@/app/routes';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { i18n } from '@/lib/i18n';
import { resetLoading } from '@/lib/layers/loading';
import { inWeChat } from '@/lib/platform';

// There is no provider behind the test browser: a request a test has not answered itself (vi.stubGlobal('fetch',
// ...)) fails as it does offline, rather than reaching for a server on the test page's origin. The environment's
// own fetch (happy-dom's, which sends the request) is replaced for good, not stubbed: a test's stubs are undone
// before the page is unmounted, and a query still running then called it ("socket hang up" in the output).
globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));

// Tests read the English messages whatever the machine's language is. The files of a worker share one DOM and one
// module graph (vite.config.ts), so each test starts from empty storage, outside WeChat and with no call in
// flight, whatever the file before it left.
beforeEach(async () => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  inWeChat.value = false;
  resetLoading();
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
});
