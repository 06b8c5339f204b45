import { api, unwrap } from '../client';

/** POST /api/common/upload: multipart, field `file`; answers the stored path (`src`) and its full url. */
export const uploadFile = (file: Blob, signal?: AbortSignal) =>
  unwrap(
    api.POST('/api/common/upload', {
      // The contract types the field as a binary string; the browser sends the Blob's bytes.
      body: { file: file as unknown as string },
      bodySerializer: (body) => {
        const form = new FormData();
        form.append('file', body.file as unknown as Blob);
        return form;
      },
      ...(signal ? { signal } : {}),
    }),
  );
