import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText, readClipboardText } from './clipboard';
import { i18n } from './i18n';

function stubClipboard(clipboard: Partial<Clipboard> | undefined) {
  vi.stubGlobal('navigator', { ...navigator, clipboard });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('clipboard', () => {
  it("says 'Content copied' in English and 复制成功 in Chinese", async () => {
    stubClipboard({ writeText: vi.fn().mockResolvedValue(undefined) });
    expect(await copyText('abc')).toEqual({ ok: true, message: 'Content copied' });
    await i18n.changeLanguage('zh-Hans');
    expect(await copyText('abc')).toEqual({ ok: true, message: '复制成功' });
  });

  it('asks to copy by hand when nothing works', async () => {
    stubClipboard({ writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    document.execCommand = vi.fn().mockReturnValue(false);
    expect(await copyText('abc')).toEqual({ ok: false, message: 'Copy failed, please copy manually' });
  });

  it('asks to paste by hand when reading fails', async () => {
    stubClipboard(undefined);
    expect(await readClipboardText()).toEqual({ ok: false, message: 'Reading failed, please paste manually' });
  });
});
