// Media the contract points at but does not describe: audio previews, teaching videos, covers, avatars and
// images.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Store } from '../store/index.ts';
import { episodeCountOf, type GoodsRecord } from '../store/modules/goods.ts';
import { previewWav } from './audio.ts';
import { lruMemo } from './lru.ts';
import { sendBytes } from './range.ts';
import { generatedJpeg, type RasterKind } from './raster.ts';
import { checkDownloadLink, downloadPathOf } from './signed.ts';
import { generatedSvg } from './svg.ts';
import { generateVideo, VIDEO_CONTENT_TYPE } from './video.ts';

// A video page plays one video and its episodes (about 220 KB each, tens of ms to generate).
const VIDEO_CACHE_SIZE = 12;

export function registerMediaRoutes(app: FastifyInstance, store: Store): void {
  const notFound = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found');

  app.get<{ Params: { file: string } }>('/media/preview/:file', (request, reply) => {
    const m = /^(\d{1,9})\.wav$/.exec(request.params.file);
    const goods = m ? store.state.goods.byId.get(Number(m[1])) : undefined;
    if (!goods?.hasPreview) return notFound(reply);
    return sendBytes(request, reply, previewWav(goods.id, goods.bpm), 'audio/wav');
  });

  const video = lruMemo(VIDEO_CACHE_SIZE, generateVideo);
  app.get<{ Params: { file: string } }>('/media/video/:file', async (request, reply) => {
    const m = /^(\d{1,9})(?:-(\d{1,3}))?\.mp4$/.exec(request.params.file);
    const goods = m ? store.state.goods.byId.get(Number(m[1])) : undefined;
    // No episode number: the whole video; otherwise one of the episodes the video detail lists.
    const episode = m?.[2] === undefined ? 0 : Number(m[2]);
    const count = goods ? episodeCountOf(goods) : 0;
    if (!goods || count === 0 || episode > count || (m?.[2] !== undefined && episode < 1)) return notFound(reply);
    return sendBytes(request, reply, await video(goods.id, episode), VIDEO_CONTENT_TYPE);
  });

  const pictureRoute = (kind: RasterKind, known: (name: string) => boolean) => {
    app.get<{ Params: { file: string } }>(`/media/${kind}/:file`, async (request, reply) => {
      const m = /^([A-Za-z0-9-]{1,64})\.jpg$/.exec(request.params.file);
      if (!m?.[1] || !known(m[1])) return notFound(reply);
      return reply
        .type('image/jpeg')
        .header('Cache-Control', 'public, max-age=3600')
        .send(await generatedJpeg(kind, m[1]));
    });
  };
  const coverLabel = (goods: GoodsRecord) => (goods.genre[0] ?? goods.section).slice(0, 12);
  pictureRoute('cover', (name) => store.state.goods.byId.has(Number(/^(\d+)(-\d+)?$/.exec(name)?.[1] ?? Number.NaN)));

  // A purchase's file, behind the signed link getDownloadUrl hands out: a link whose signature does not
  // match its path and expiry, or whose expiry has passed, is refused as a CDN would (HTTP 403).
  app.get<{ Params: { file: string }; Querystring: Record<string, string> }>(
    '/media/download/:file',
    (request, reply) => {
      const m = /^(\d{1,9})\.(wav|svg)$/.exec(request.params.file);
      const goods = m ? store.state.goods.byId.get(Number(m[1])) : undefined;
      if (!m || !goods || downloadPathOf(goods) !== `/media/download/${request.params.file}`) return notFound(reply);
      const verdict = checkDownloadLink(store.seed, downloadPathOf(goods), request.query, store.seconds());
      if (verdict !== 'valid') {
        return reply
          .code(403)
          .type('text/plain; charset=utf-8')
          .send(verdict === 'expired' ? 'The download link has expired' : 'The download link is invalid');
      }
      const name =
        typeof request.query.filename === 'string' && request.query.filename ? request.query.filename : goods.title;
      reply.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(`${name}.${m[2]}`)}`);
      if (m[2] === 'wav') return sendBytes(request, reply, previewWav(goods.id, goods.bpm), 'audio/wav');
      return reply.type('image/svg+xml; charset=utf-8').send(generatedSvg(`cover:${goods.id}`, coverLabel(goods)));
    },
  );
  pictureRoute('avatar', (name) => /^u\d+$/.test(name));
  pictureRoute('image', () => true);
}
