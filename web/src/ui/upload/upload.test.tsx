import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '@/lib/i18n';
import { toast } from '@/lib/layers/toast';
import { acceptPicked, pickCount, type UploadItem } from './model';
import { Upload, type UploadProps } from './Upload';

// The messages are in the 'files' namespace, which the pages showing them load with their code.
beforeAll(() => loadNamespaces('files'));

const file = (name: string, size: number, type = 'image/png') => new File([new Uint8Array(size)], name, { type });

beforeEach(() => {
  toast.value = null;
  URL.createObjectURL = vi.fn(() => `blob:${window.location.origin}/picked`);
});

describe('upload rules', () => {
  it('picks min(9, maxCount - current)', () => {
    expect(pickCount(20, 0)).toBe(9);
    expect(pickCount(20, 12)).toBe(8);
    expect(pickCount(5, 3)).toBe(2);
    expect(pickCount(5, 5)).toBe(0);
  });

  it('drops the whole batch when one file is over maxSize', () => {
    const batch = [file('a.png', 10), file('b.png', 1_048_577)];
    expect(acceptPicked(batch, { maxCount: 9, current: 0, maxSize: 1_048_576 })).toEqual({
      accepted: [],
      oversize: batch,
    });
    expect(
      acceptPicked([file('c.png', 1_048_576)], { maxCount: 9, current: 0, maxSize: 1_048_576 }).accepted,
    ).toHaveLength(1);
  });
});

function Harness(props: Partial<UploadProps> & Pick<UploadProps, 'upload'>) {
  const [items, setItems] = useState<UploadItem[]>([]);
  return <Upload label="Photos" items={items} onChange={setItems} maxCount={2} {...props} />;
}

const pick = (files: File[]) => {
  const input = screen.getByLabelText('Add Photos') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
};

describe('upload control', () => {
  it('shows uploading (no delete), then success; the add tile hides at maxCount', async () => {
    let finish: (value: { src: string }) => void = () => {};
    const upload = vi.fn(() => new Promise<{ src: string }>((resolve) => (finish = resolve)));
    render(<Harness upload={upload} />);
    pick([file('a.png', 10)]);
    expect(screen.getByText('Uploading 0%')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'a.png' }).getAttribute('src')).toBe(
      `blob:${window.location.origin}/picked`,
    );
    expect(screen.queryByRole('button', { name: 'Remove a.png' })).toBeNull();
    await act(async () => finish({ src: '/uploads/a.png' }));
    expect(screen.getByText('Uploaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove a.png' })).toBeTruthy();
    pick([file('b.png', 10), file('c.png', 10)]);
    expect(upload).toHaveBeenCalledTimes(2);
    expect(screen.queryByLabelText('Add Photos')).toBeNull();
  });

  it("shows a picture's name, and no image, when its local address is not the app's", () => {
    URL.createObjectURL = vi.fn(() => 'blob:https://elsewhere.example/picked');
    render(<Harness upload={vi.fn(() => new Promise<{ src: string }>(() => {}))} />);
    pick([file('a.png', 10)]);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('a.png')).toBeTruthy();
  });

  it('shows the failure message of a failed upload', async () => {
    const upload = vi.fn().mockRejectedValue(new Error('File type not allowed'));
    render(<Harness upload={upload} />);
    await act(async () => pick([file('a.png', 10)]));
    expect(screen.getByText('File type not allowed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove a.png' })).toBeTruthy();
  });

  it('fires oversize with the whole batch, or says images are at most 1M', () => {
    const onOversize = vi.fn();
    const upload = vi.fn();
    const { unmount } = render(<Harness upload={upload} onOversize={onOversize} />);
    const batch = [file('a.png', 10), file('b.png', 2_000_000)];
    pick(batch);
    expect(onOversize).toHaveBeenCalledWith(batch);
    expect(upload).not.toHaveBeenCalled();
    unmount();
    render(<Harness upload={upload} />);
    pick([file('b.png', 2_000_000)]);
    expect(toast.value?.message).toBe('Image size cannot exceed 1M');
  });

  it('shows the progress of a file, cancels it (no delete while uploading) and sends it again', async () => {
    const transfers: { signal: AbortSignal; onProgress: (f: number) => void; finish: (v: { src: string }) => void }[] =
      [];
    const upload = vi.fn(
      (_file: File, transfer: { signal: AbortSignal; onProgress: (f: number) => void }) =>
        new Promise<{ src: string }>((resolve, reject) => {
          transfer.signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
          transfers.push({ ...transfer, finish: resolve });
        }),
    );
    render(<Harness upload={upload} accept="audio/*" variant="list" maxCount={1} />);
    pick([file('set.wav', 2048, 'audio/wav')]);
    act(() => transfers[0]?.onProgress(0.42));
    expect(screen.getByText('Uploading 42%')).toBeTruthy();
    expect((screen.getByRole('progressbar', { name: 'Upload progress of set.wav' }) as HTMLProgressElement).value).toBe(
      42,
    );
    expect(screen.queryByRole('button', { name: 'Remove set.wav' })).toBeNull();
    await act(async () => screen.getByRole('button', { name: 'Cancel the upload of set.wav' }).click());
    expect(screen.getByText('Upload cancelled')).toBeTruthy();
    expect(transfers[0]?.signal.aborted).toBe(true);
    await act(async () => screen.getByRole('button', { name: 'Upload set.wav again' }).click());
    expect(upload).toHaveBeenCalledTimes(2);
    expect(upload.mock.calls[1]?.[0].name).toBe('set.wav');
    await act(async () => transfers[1]?.finish({ src: '/uploads/set.wav' }));
    expect(screen.getByText('Uploaded')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove set.wav' })).toBeTruthy();
  });

  it('offers a retry after a failed upload, which sends the same file', async () => {
    const upload = vi.fn().mockRejectedValueOnce(new Error('Network error')).mockResolvedValueOnce({ src: '/u/a.png' });
    render(<Harness upload={upload} />);
    await act(async () => pick([file('a.png', 10)]));
    expect(screen.getByText('Network error')).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: 'Upload a.png again' }).click());
    expect(upload).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Uploaded')).toBeTruthy();
  });

  it('caps one pick at 9 files and at the room left', () => {
    const upload = vi.fn(() => new Promise<{ src: string }>(() => {}));
    render(<Harness upload={upload} maxCount={20} />);
    pick(Array.from({ length: 12 }, (_, index) => file(`p${index}.png`, 10)));
    expect(upload).toHaveBeenCalledTimes(9);
  });
});
