import '@/lib/i18n';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n } from '@/lib/i18n';

// Tests read the English messages whatever the machine's language is. There is no provider behind the test
// browser: a request a test has not answered itself (vi.stubGlobal('fetch', ...)) fails as it does offline,
// rather than reaching for a server on the test page's origin.
beforeEach(async () => {
  window.localStorage.clear();
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
});
