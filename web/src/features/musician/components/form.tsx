import { type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import { useTranslation } from 'react-i18next';

import { uploadFileWithProgress } from '@/lib/api/operations/uploadFileWithProgress';
import { showToast } from '@/ui/toast/store';
import type { UploadTransfer } from '@/ui/upload/Upload';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'onChange'> {
  label: string;
  value: string;
  onValue: (value: string) => void;
}

/** A labelled multi-line input, for profiles, descriptions and pasted share texts. */
export function TextAreaField({ label, value, onValue, rows = 3, ...rest }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="field__control">
        <textarea
          id={id}
          className="field__input field__input--area"
          rows={rows}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          {...rest}
        />
      </div>
    </div>
  );
}

/** A titled group of fields. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="card form-section" aria-labelledby={id}>
      <h2 id={id} className="form-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Sends a picked file through the upload call, reporting progress; answers the stored path. */
export async function sendFile(file: File, transfer: UploadTransfer): Promise<{ src: string }> {
  const stored = await uploadFileWithProgress(file, transfer);
  return { src: stored.src };
}

/** The audio oversize message (the image one is the control's default). */
export function useAudioOversize() {
  const { t } = useTranslation('musician');
  return () => showToast(t('audioTooLarge'));
}
