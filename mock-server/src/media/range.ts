// HTTP byte ranges (RFC 9110, "Range Requests") for audio, so the browser's player can seek.
import type { FastifyReply, FastifyRequest } from 'fastify';

export type RangeResult =
  | { kind: 'full' }
  | { kind: 'partial'; start: number; end: number }
  | { kind: 'unsatisfiable' };

export function parseRange(header: string | undefined, size: number): RangeResult {
  if (!header) return { kind: 'full' };
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges or another unit: serving the whole file is allowed.
  if (!m)
    return header.trim().startsWith('bytes=') && header.includes(',') ? { kind: 'full' } : { kind: 'unsatisfiable' };
  const [, a = '', b = ''] = m;
  if (a === '' && b === '') return { kind: 'unsatisfiable' };
  let start: number;
  let end: number;
  if (a === '') {
    const suffix = Number(b);
    if (suffix === 0) return { kind: 'unsatisfiable' };
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(a);
    end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  }
  if (start >= size || start > end) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end };
}

export function sendBytes(request: FastifyRequest, reply: FastifyReply, data: Buffer, contentType: string) {
  reply.header('Accept-Ranges', 'bytes').header('Cache-Control', 'public, max-age=3600').type(contentType);
  const range = parseRange(request.headers.range, data.length);
  if (range.kind === 'unsatisfiable') {
    return reply.code(416).header('Content-Range', `bytes */${data.length}`).send();
  }
  if (range.kind === 'partial') {
    return reply
      .code(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${data.length}`)
      .send(data.subarray(range.start, range.end + 1));
  }
  return reply.code(200).send(data);
}
