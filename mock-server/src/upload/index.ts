// Uploads: the multipart field `file`, its type recognised by its first bytes (never by its name or the
// declared type), stored under a temporary folder by content hash and served back with its content type.
// The client's file name is never used in a path.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { components } from '@djshop/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Fail, fail, type Ok, okWithCode } from '../envelope.ts';
import { sendBytes } from '../media/range.ts';

/** An image is at most 1M (docs/behaviour.md#uploads). */
export const IMAGE_MAX_BYTES = 1024 * 1024;
/** Songs a musician uploads: at most 50M (the contract's uploadFile). */
export const AUDIO_MAX_BYTES = 50 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  imageTooLarge: 'Image size cannot exceed 1M',
  audioTooLarge: 'Audio size cannot exceed 50M',
  notAllowed: 'File type not allowed',
  noFile: 'No file upload or server upload limit exceeded',
  success: 'Upload successful',
};

export interface FileType {
  kind: 'image' | 'audio';
  ext: string;
  mime: string;
}

const TYPES: Record<string, FileType> = {
  jpg: { kind: 'image', ext: 'jpg', mime: 'image/jpeg' },
  png: { kind: 'image', ext: 'png', mime: 'image/png' },
  gif: { kind: 'image', ext: 'gif', mime: 'image/gif' },
  webp: { kind: 'image', ext: 'webp', mime: 'image/webp' },
  mp3: { kind: 'audio', ext: 'mp3', mime: 'audio/mpeg' },
  wav: { kind: 'audio', ext: 'wav', mime: 'audio/wav' },
  flac: { kind: 'audio', ext: 'flac', mime: 'audio/flac' },
  m4a: { kind: 'audio', ext: 'm4a', mime: 'audio/mp4' },
};

const ascii = (b: Buffer, start: number, end: number) => b.subarray(start, end).toString('latin1');

export function detectType(b: Buffer): FileType | null {
  if (b.length < 12) return null;
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return TYPES.jpg ?? null;
  if (ascii(b, 0, 8) === '\x89PNG\r\n\x1a\n') return TYPES.png ?? null;
  if (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a') return TYPES.gif ?? null;
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return TYPES.webp ?? null;
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WAVE') return TYPES.wav ?? null;
  if (ascii(b, 0, 3) === 'ID3') return TYPES.mp3 ?? null;
  // An MPEG audio frame without an ID3 tag: 11 sync bits, layer III.
  if (b[0] === 0xff && ((b[1] ?? 0) & 0xe6) === 0xe2) return TYPES.mp3 ?? null;
  if (ascii(b, 0, 4) === 'fLaC') return TYPES.flac ?? null;
  if (ascii(b, 4, 8) === 'ftyp' && /^(M4A |mp42|isom|M4B )$/.test(ascii(b, 8, 12))) return TYPES.m4a ?? null;
  return null;
}

export type UploadResult = components['schemas']['UploadedFile'];

const pad = (n: number) => String(n).padStart(2, '0');

/** Reads the upload of a request and stores it; the answer is code 0 with data.src (docs/behaviour.md#uploads). */
export async function receiveUpload(
  request: FastifyRequest,
  uploadDir: string,
  nowMs: number,
  /** The mock's configured public origin: a request's Host header is the client's to choose. */
  publicUrl: string,
): Promise<Ok<UploadResult> | Fail> {
  if (!request.isMultipart()) return fail(UPLOAD_MESSAGES.noFile);
  let buffer: Buffer | null = null;
  let tooLarge = false;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      // Only the first `file` field counts; anything else is read and dropped so the request completes.
      const data = await part.toBuffer();
      if (part.fieldname === 'file' && !buffer) buffer = data;
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') tooLarge = true;
    else return fail(UPLOAD_MESSAGES.noFile);
  }
  if (tooLarge) return fail(UPLOAD_MESSAGES.audioTooLarge);
  if (!buffer || buffer.length === 0) return fail(UPLOAD_MESSAGES.noFile);
  const type = detectType(buffer);
  if (!type) return fail(UPLOAD_MESSAGES.notAllowed);
  if (type.kind === 'image' && buffer.length > IMAGE_MAX_BYTES) return fail(UPLOAD_MESSAGES.imageTooLarge);
  const d = new Date(nowMs);
  const day = `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
  const name = `${createHash('sha256').update(buffer).digest('hex').slice(0, 24)}.${type.ext}`;
  mkdirSync(join(uploadDir, day), { recursive: true });
  writeFileSync(join(uploadDir, day, name), buffer);
  const src = `/uploads/${day}/${name}`;
  return okWithCode(0, { src, fullurl: `${publicUrl}${src}` }, UPLOAD_MESSAGES.success);
}

export function registerUploadRoutes(app: FastifyInstance, uploadDir: string): void {
  app.get<{ Params: { day: string; file: string } }>('/uploads/:day/:file', (request, reply) => {
    const { day, file } = request.params;
    const m = /^[0-9a-f]{24}\.([a-z0-9]{3,4})$/.exec(file);
    const type = m?.[1] ? TYPES[m[1]] : undefined;
    if (!/^\d{8}$/.test(day) || !type) return reply.code(404).type('text/plain').send('Not found');
    let data: Buffer;
    try {
      data = readFileSync(join(uploadDir, day, file));
    } catch {
      return reply.code(404).type('text/plain').send('Not found');
    }
    return sendBytes(request, reply, data, type.mime);
  });
}
