import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { toast } from '@/lib/layers/toast';
import { Image } from './Image';

beforeEach(() => {
  toast.value = null;
});

describe('image', () => {
  it('loads lazily in a box of fixed aspect ratio', () => {
    render(<Image src="/media/cover/1.svg" alt="Cover" ratio={1} />);
    const img = screen.getByRole('img', { name: 'Cover' });
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.style.aspectRatio).toMatch(/^1( \/ 1)?$/);
  });

  it("a page's cover loads at once and ahead of the page's other requests, and says when it has loaded or failed", () => {
    const settled = vi.fn();
    const { unmount } = render(<Image src="/media/cover/1.svg" alt="Cover" ratio={1} priority onSettled={settled} />);
    const img = screen.getByRole('img', { name: 'Cover' });
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('loading')).not.toBe('lazy');
    expect(settled).not.toHaveBeenCalled();
    fireEvent.load(img);
    expect(settled).toHaveBeenCalledTimes(1);
    unmount();

    const failed = vi.fn();
    render(<Image src="/broken.png" alt="Broken" ratio={1} priority onSettled={failed} />);
    fireEvent.error(screen.getByRole('img', { name: 'Broken' }));
    expect(failed).toHaveBeenCalledTimes(1);

    // Nothing to load (or an address the allow-list refuses): settled at once, so nothing waits for it.
    const none = vi.fn();
    render(<Image src="" alt="None" ratio={1} priority onSettled={none} />);
    expect(none).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback, same box, when the image fails', () => {
    render(<Image src="/broken.png" alt="Cover" ratio={16 / 9} />);
    fireEvent.error(screen.getByRole('img', { name: 'Cover' }));
    const fallback = screen.getByRole('img', { name: 'Cover' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback.style.aspectRatio.startsWith(String(16 / 9))).toBe(true);
  });

  it('says 预览图片失败 when the preview cannot be shown', async () => {
    await i18n.changeLanguage('zh-Hans');
    render(<Image src="/media/cover/1.svg" alt="Cover" ratio={1} previewable />);
    fireEvent.click(screen.getByRole('button'));
    const preview = screen.getByRole('dialog');
    act(() => {
      fireEvent.error(preview.querySelector('img') as HTMLImageElement);
    });
    expect(toast.value?.message).toBe('预览图片失败');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
