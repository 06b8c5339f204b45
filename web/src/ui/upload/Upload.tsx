import { FileAudio, Plus, RotateCw, X } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_MAX_BYTES } from '@/config/constants';
import { formatBytes } from '@/lib/format';
import { showToast } from '@/lib/layers/toast';
import { mediaUrl } from '@/lib/media';
import { acceptPicked, pickCount, type UploadItem } from './model';
import './upload.css';

export interface UploadTransfer {
  /** Aborted when the user cancels the upload or leaves the form. */
  signal: AbortSignal;
  /** The share of the file sent so far, 0 to 1. */
  onProgress: (fraction: number) => void;
}

export interface UploadProps {
  /** The control's accessible name, e.g. "Avatar" or "ID photo (portrait side)". */
  label: string;
  items: readonly UploadItem[];
  /** Every change of the list, including status changes of files being uploaded. */
  onChange: (items: UploadItem[]) => void;
  /** Sends one file; resolves with its stored path. */
  upload: (file: File, transfer: UploadTransfer) => Promise<{ src: string }>;
  maxCount?: number;
  maxSize?: number;
  accept?: string;
  /** grid: square thumbnails (images); list: one row a file with its name, size and progress (audio). */
  variant?: 'grid' | 'list';
  /** The oversize event; by default the image size message is shown. */
  onOversize?: (files: File[]) => void;
}

let nextId = 1;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * A list of picked files with an add tile; each file uploads on its own and shows its status and progress.
 * An upload in flight can be cancelled (not deleted); a failed or cancelled one can be sent again.
 */
export function Upload({
  label,
  items,
  onChange,
  upload,
  maxCount = 1,
  maxSize = IMAGE_MAX_BYTES,
  accept = 'image/*',
  variant = 'grid',
  onOversize,
}: UploadProps) {
  const { t } = useTranslation(['common', 'files']);
  const inputId = useId();
  // Uploads finish after later renders: they update the newest list, not the one they started with.
  const latest = useRef(items);
  latest.current = items;
  // The picked files stay here (not in the list, which is kept as a draft) so that a failed one can be retried.
  const files = useRef(new Map<string, File>());
  const transfers = useRef(new Map<string, AbortController>());

  // Leaving the form stops what is still being sent; its rows are not kept as uploaded.
  useEffect(() => {
    const running = transfers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const update = (id: string, patch: Partial<UploadItem>) => {
    if (!latest.current.some((item) => item.id === id)) return;
    const next = latest.current.map((item) => (item.id === id ? { ...item, ...patch } : item));
    latest.current = next;
    onChange(next);
  };

  const send = (id: string, file: File) => {
    const controller = new AbortController();
    transfers.current.set(id, controller);
    upload(file, {
      signal: controller.signal,
      onProgress: (fraction) => update(id, { progress: fraction }),
    }).then(
      ({ src }) => {
        transfers.current.delete(id);
        files.current.delete(id);
        const image = file.type.startsWith('image/');
        update(id, {
          url: src,
          thumb: image ? src : '',
          status: 'success',
          message: '',
          progress: 1,
          deletable: true,
        });
      },
      (error: unknown) => {
        transfers.current.delete(id);
        if (controller.signal.aborted && !latest.current.some((item) => item.id === id)) return;
        update(id, {
          status: 'failed',
          message: isAbort(error)
            ? t('files:upload.cancelled')
            : error instanceof Error && error.message
              ? error.message
              : t('files:upload.failed'),
          deletable: true,
        });
      },
    );
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    const { accepted, oversize } = acceptPicked(picked, { maxCount, current: items.length, maxSize });
    if (oversize.length > 0) {
      if (onOversize) onOversize(oversize);
      else showToast(t('files:upload.imageTooLarge'));
      return;
    }
    const added: UploadItem[] = accepted.map((file) => {
      const local = file.type.startsWith('image/') ? URL.createObjectURL(file) : '';
      return {
        // Unique across visits too: a kept draft brings back the ids of an earlier one.
        id: `upload-${Date.now().toString(36)}-${nextId++}`,
        url: local,
        thumb: local,
        size: file.size,
        name: file.name,
        type: file.type,
        status: 'uploading',
        message: t('files:upload.uploading'),
        progress: 0,
        deletable: false,
      };
    });
    const next = [...latest.current, ...added];
    latest.current = next;
    onChange(next);
    accepted.forEach((file, index) => {
      const id = added[index]?.id;
      if (!id) return;
      files.current.set(id, file);
      send(id, file);
    });
  };

  const cancel = (id: string) => transfers.current.get(id)?.abort();

  const retry = (id: string) => {
    const file = files.current.get(id);
    if (!file) return;
    update(id, { status: 'uploading', message: t('files:upload.uploading'), progress: 0, deletable: false });
    send(id, file);
  };

  const remove = (id: string) => {
    files.current.delete(id);
    const next = latest.current.filter((item) => item.id !== id);
    latest.current = next;
    onChange(next);
  };

  const remaining = pickCount(maxCount, items.length);
  return (
    <fieldset className={`upload upload--${variant}`}>
      <legend className="upload__label">{label}</legend>
      <ul className="upload__list">
        {items.map((item) => {
          const percent = Math.round((item.progress ?? 0) * 100);
          // A thumbnail the allow-list refuses shows as the file's name, never as an image without a source.
          const thumb = variant === 'grid' ? mediaUrl(item.thumb) : '';
          return (
            <li key={item.id} className={`upload__item upload__item--${item.status}`}>
              {thumb ? (
                <img className="upload__thumb" src={thumb} alt={item.name} />
              ) : (
                <span className="upload__file">
                  <FileAudio aria-hidden="true" className="upload__file-icon" />
                  <span className="upload__name">{item.name}</span>
                  <span className="upload__size">{formatBytes(item.size)}</span>
                </span>
              )}
              {item.status === 'uploading' ? (
                <progress
                  className="upload__progress"
                  max={100}
                  value={percent}
                  aria-label={t('files:upload.progress', { name: item.name })}
                />
              ) : null}
              <span className="upload__status" role="status">
                {item.status === 'success'
                  ? t('files:upload.done')
                  : item.status === 'uploading'
                    ? t('files:upload.uploadingPercent', { percent })
                    : item.message}
              </span>
              <span className="upload__actions">
                {item.status === 'uploading' ? (
                  <button
                    type="button"
                    className="upload__action"
                    aria-label={t('files:upload.cancel', { name: item.name })}
                    onClick={() => cancel(item.id)}
                  >
                    <X aria-hidden="true" />
                  </button>
                ) : null}
                {item.status === 'failed' && files.current.has(item.id) ? (
                  <button
                    type="button"
                    className="upload__action"
                    aria-label={t('files:upload.retry', { name: item.name })}
                    onClick={() => retry(item.id)}
                  >
                    <RotateCw aria-hidden="true" />
                  </button>
                ) : null}
                {item.deletable && item.status !== 'uploading' ? (
                  <button
                    type="button"
                    className="upload__action upload__delete"
                    aria-label={t('files:upload.remove', { name: item.name })}
                    onClick={() => remove(item.id)}
                  >
                    <X aria-hidden="true" />
                  </button>
                ) : null}
              </span>
            </li>
          );
        })}
        {remaining > 0 ? (
          <li className="upload__item upload__add">
            <label htmlFor={inputId} className="upload__add-label">
              <Plus aria-hidden="true" />
            </label>
            <input
              id={inputId}
              aria-label={t('files:upload.add', { label })}
              className="visually-hidden"
              type="file"
              accept={accept}
              multiple={remaining > 1}
              onChange={pick}
            />
          </li>
        ) : null}
      </ul>
    </fieldset>
  );
}
