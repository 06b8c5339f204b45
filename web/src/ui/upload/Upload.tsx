import { X } from 'lucide-react';
import { type ChangeEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_MAX_BYTES } from '@/config/constants';
import { mediaUrl } from '@/lib/media';
import { showToast } from '@/ui/toast/store';
import { acceptPicked, pickCount, type UploadItem } from './model';

export interface UploadProps {
  /** The control's accessible name, e.g. "Avatar" or "ID photo (portrait side)". */
  label: string;
  items: readonly UploadItem[];
  /** Every change of the list, including status changes of files being uploaded. */
  onChange: (items: UploadItem[]) => void;
  /** Sends one file; resolves with its stored path. */
  upload: (file: File) => Promise<{ src: string }>;
  maxCount?: number;
  maxSize?: number;
  accept?: string;
  /** The oversize event; by default the image size message is shown. */
  onOversize?: (files: File[]) => void;
}

let nextId = 1;

/** A grid of picked files with an add tile; each file uploads on its own and shows its status. */
export function Upload({
  label,
  items,
  onChange,
  upload,
  maxCount = 1,
  maxSize = IMAGE_MAX_BYTES,
  accept = 'image/*',
  onOversize,
}: UploadProps) {
  const { t } = useTranslation();
  const inputId = useId();
  // Uploads finish after later renders: they update the newest list, not the one they started with.
  const latest = useRef(items);
  latest.current = items;

  const update = (id: string, patch: Partial<UploadItem>) => {
    const next = latest.current.map((item) => (item.id === id ? { ...item, ...patch } : item));
    latest.current = next;
    onChange(next);
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const { accepted, oversize } = acceptPicked(files, { maxCount, current: items.length, maxSize });
    if (oversize.length > 0) {
      if (onOversize) onOversize(oversize);
      else showToast(t('upload.imageTooLarge'));
      return;
    }
    const added: UploadItem[] = accepted.map((file) => {
      const local = URL.createObjectURL(file);
      return {
        id: `upload-${nextId++}`,
        url: local,
        thumb: local,
        size: file.size,
        name: file.name,
        type: file.type,
        status: 'uploading',
        message: t('upload.uploading'),
        deletable: false,
      };
    });
    const next = [...latest.current, ...added];
    latest.current = next;
    onChange(next);
    accepted.forEach((file, index) => {
      const id = added[index]?.id;
      if (!id) return;
      upload(file).then(
        ({ src }) => update(id, { url: src, status: 'success', message: '', deletable: true }),
        (error: unknown) =>
          update(id, {
            status: 'failed',
            message: error instanceof Error && error.message ? error.message : t('upload.failed'),
            deletable: true,
          }),
      );
    });
  };

  const remove = (id: string) => {
    const next = latest.current.filter((item) => item.id !== id);
    latest.current = next;
    onChange(next);
  };

  const remaining = pickCount(maxCount, items.length);
  return (
    <fieldset className="upload">
      <legend className="upload__label">{label}</legend>
      <ul className="upload__list">
        {items.map((item) => (
          <li key={item.id} className={`upload__item upload__item--${item.status}`}>
            {item.type.startsWith('image/') || item.status === 'success' ? (
              <img className="upload__thumb" src={mediaUrl(item.thumb)} alt={item.name} />
            ) : (
              <span className="upload__thumb upload__thumb--file">{item.name}</span>
            )}
            <span className="upload__status" role="status">
              {item.status === 'success' ? t('upload.done') : item.message}
            </span>
            {item.deletable && item.status !== 'uploading' ? (
              <button
                type="button"
                className="upload__delete"
                aria-label={t('upload.remove', { name: item.name })}
                onClick={() => remove(item.id)}
              >
                <X aria-hidden="true" size={16} />
              </button>
            ) : null}
          </li>
        ))}
        {remaining > 0 ? (
          <li className="upload__item upload__add">
            <label htmlFor={inputId} className="upload__add-label">
              <span aria-hidden="true">+</span>
            </label>
            <input
              id={inputId}
              aria-label={t('upload.add', { label })}
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
