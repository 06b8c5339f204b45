// Media the contract points at but does not describe: audio previews, covers, avatars and images.
import type { FastifyInstance } from 'fastify';
import type { Store } from '../store/index.ts';
import { synthesizeWav } from './audio.ts';
import { sendBytes } from './range.ts';
import { generatedSvg } from './svg.ts';

const AUDIO_CACHE_SIZE = 16;

export function registerMediaRoutes(app: FastifyInstance, store: Store): void {
  // Small LRU: a listing page plays a handful of previews; synthesis takes a few ms each.
  const audio = new Map<string, Buffer>();
  const notFound = (reply: import('fastify').FastifyReply) =>
    reply.code(404).type('text/plain; charset=utf-8').send('Not found');

  app.get<{ Params: { file: string } }>('/media/preview/:file', (request, reply) => {
    const m = /^(\d{1,9})\.wav$/.exec(request.params.file);
    const goods = m ? store.state.goods.byId.get(Number(m[1])) : undefined;
    if (!goods?.hasPreview) return notFound(reply);
    const key = `${goods.id}:${goods.bpm}`;
    let data = audio.get(key);
    if (data) audio.delete(key);
    else data = synthesizeWav(goods.id, goods.bpm);
    audio.set(key, data);
    if (audio.size > AUDIO_CACHE_SIZE) audio.delete(audio.keys().next().value as string);
    return sendBytes(request, reply, data, 'audio/wav');
  });

  const svgRoute = (prefix: string, label: (name: string) => string | null) => {
    app.get<{ Params: { file: string } }>(`/media/${prefix}/:file`, (request, reply) => {
      const m = /^([A-Za-z0-9-]{1,64})\.svg$/.exec(request.params.file);
      const text = m?.[1] ? label(m[1]) : null;
      if (text === null || !m?.[1]) return notFound(reply);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(generatedSvg(`${prefix}:${m[1]}`, text));
    });
  };
  svgRoute('cover', (name) => {
    const id = Number(/^(\d+)(-\d+)?$/.exec(name)?.[1] ?? Number.NaN);
    const goods = store.state.goods.byId.get(id);
    return goods ? (goods.genre[0] ?? goods.section).slice(0, 12) : null;
  });
  svgRoute('avatar', (name) => (/^u\d+$/.test(name) ? name.slice(1) : null));
  svgRoute('image', (name) => name.replace(/-/g, ' ').slice(0, 14).toUpperCase());
}
