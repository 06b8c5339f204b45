import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '@/lib/i18n';
import { hideToast, toast } from '@/lib/layers/toast';
import { detailKindOf, downloadResource, requestDownload } from './download';
import { inWeChat } from './platform';

// The messages are in the 'files' namespace, which the pages showing them load with their code.
beforeAll(() => loadNamespaces('files'));

vi.mock('./api/operations/getDownloadUrl', () => ({ getDownloadUrl: vi.fn() }));
const { getDownloadUrl } = await import('./api/operations/getDownloadUrl');

beforeEach(() => {
  hideToast();
  inWeChat.value = false;
  vi.mocked(getDownloadUrl).mockReset();
});

describe('download', () => {
  it('is refused inside WeChat without asking the provider', async () => {
    inWeChat.value = true;
    expect(await downloadResource({ id: 1, type: 'music' }, 'Track')).toBe(false);
    expect(toast.value?.message).toBe('请在浏览器中打开下载');
    expect(getDownloadUrl).not.toHaveBeenCalled();
  });

  it('says there is no address when the answer is empty', async () => {
    vi.mocked(getDownloadUrl).mockResolvedValue('' as never);
    expect(await downloadResource({ id: 1, type: 'music' }, 'Track')).toBe(false);
    expect(toast.value?.message).toBe('No download address, please contact customer service');
  });

  it("follows the link the provider gives, on the provider's origin", async () => {
    vi.mocked(getDownloadUrl).mockResolvedValue('/media/preview/1.wav?sign=ab' as never);
    const hrefs: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      hrefs.push(this.href);
    });
    expect(await downloadResource({ id: 1, type: 'music' }, 'Track')).toBe(true);
    expect(getDownloadUrl).toHaveBeenCalledWith({ id: 1, type: 'music', title: 'Track' });
    expect(click).toHaveBeenCalledTimes(1);
    expect(hrefs).toEqual([`${window.location.origin}/media/preview/1.wav?sign=ab`]);
    click.mockRestore();
  });

  it('refuses a link that would run script or leave for another site, and says so', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const answer of ['javascript:alert(1)', 'https://dl.example/1.mp3', '//dl.example/1.mp3']) {
      hideToast();
      vi.mocked(getDownloadUrl).mockResolvedValue(answer as never);
      expect(await downloadResource({ id: 1, type: 'music' }, 'Track')).toBe(false);
      expect(toast.value?.message).toMatch(/not opened/);
    }
    expect(click).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(3);
    click.mockRestore();
    warn.mockRestore();
  });

  it('asks for tracks and sets as music, packs and albums as special', () => {
    expect(detailKindOf({ goods_type: 'music' })).toBe('music');
    expect(detailKindOf({ goods_type: 'pack' })).toBe('special');
  });
});

describe('requestDownload', () => {
  it('reads a cloud-drive share text into link and code instead of following it', async () => {
    vi.mocked(getDownloadUrl).mockResolvedValue(
      '链接: https://pan.baidu.com/s/1AbCd 提取码: x7k2 复制这段内容' as never,
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    click.mockClear();
    expect(await requestDownload({ id: 1, type: 'music' }, 'Track')).toEqual({
      kind: 'cloud',
      share: { provider: 'baidu', link: 'https://pan.baidu.com/s/1AbCd', code: 'x7k2' },
    });
    expect(click).not.toHaveBeenCalled();
  });

  it('alerts 未知网盘 for a share of another drive', async () => {
    vi.mocked(getDownloadUrl).mockResolvedValue('https://drive.example.com/s/1 提取码 abcd' as never);
    expect(await requestDownload({ id: 1, type: 'music' }, 'Track')).toEqual({ kind: 'refused' });
    expect(toast.value?.message).toBe('未知网盘');
  });

  it('never follows a script url', async () => {
    vi.mocked(getDownloadUrl).mockResolvedValue('javascript:alert(1)' as never);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    click.mockClear();
    expect((await requestDownload({ id: 1, type: 'music' }, 'Track')).kind).toBe('refused');
    expect(click).not.toHaveBeenCalled();
  });
});
