import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { toast } from '@/ui/toast/store';
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
