// Goods and video details count a play on every call, yet answer from a validated template with the
// counts spliced in (handlers/define.ts `counted`). These tests hold them to the answers the same handlers
// give without that cache, and to the reads that show the counts.
import { describe, expect, it } from 'vitest';
import { handlers as catalogue } from '../src/handlers/catalogue.ts';
import type { HandlerSpec } from '../src/handlers/define.ts';
import { HANDLER_FILES } from '../src/handlers/index.ts';
import { app, get, post, sessionOf, testApp, useMockApp } from './inject-kit.ts';

useMockApp();

const uncached = (spec: HandlerSpec<never>) => (ctx: never) => spec.handle(ctx);

describe('counted details', () => {
  it('answer byte for byte what the handlers build without the template cache', async () => {
    const plain = await testApp({
      handlerFiles: {
        ...HANDLER_FILES,
        catalogue: {
          ...catalogue,
          getGoodsDetail: uncached(catalogue.getGoodsDetail as HandlerSpec<never>),
          getVideoDetail: uncached(catalogue.getVideoDetail as HandlerSpec<never>),
        },
      },
    });
    try {
      const tokens = new Map<string, [string, string]>();
      // The same call to both apps: the answers must be the same bytes.
      const both = async (url: string, user?: string) => {
        let pair: [string, string] | undefined;
        if (user) {
          pair = tokens.get(user) ?? [await sessionOf(user), await plain.login(user)];
          tokens.set(user, pair);
        }
        const [mine, theirs] = await Promise.all([
          app.inject({ url, headers: pair ? { token: pair[0] } : {} }),
          plain.inject({ url, headers: pair ? { token: pair[1] } : {} }),
        ]);
        expect(mine.body, url).toBe(theirs.body);
        return mine.json().data;
      };
      const goods = app.mock.store.state.goods.list;
      const music = goods.filter((g) => g.goods_type === 'music').slice(0, 3);
      const pack = goods.find((g) => g.goods_type === 'pack');
      const course = goods.find((g) => g.section === 'teaching' && g.vip_free);
      for (let round = 0; round < 3; round++) {
        for (const g of music) await both(`/api/h5.goods/detail?id=${g.id}&type=music`);
        await both(`/api/h5.goods/detail?id=${pack?.id}&type=special`, 'demo-user');
        await both(`/api/h5.goods/videoDetail?id=${course?.id}`, round === 1 ? 'demo-vip' : undefined);
      }
      // Give the last of the first track's related items all but one of the plays it needs to lead the
      // ranking (as many visits would, in both apps), then the one visit that makes it lead.
      const firstUrl = `/api/h5.goods/detail?id=${music[0]?.id}&type=music`;
      const related: { id: number; play_count: number }[] = (await both(firstUrl)).related;
      const last = related.at(-1);
      for (const a of [app, plain.app]) {
        const record = a.mock.store.state.goods.byId.get(last?.id ?? 0);
        if (record) record.play_count = related[0]?.play_count ?? 0;
      }
      await both(`/api/h5.goods/detail?id=${last?.id}&type=music`);
      expect((await both(firstUrl)).related[0].id).toBe(last?.id);
      expect(app.mock.violations).toEqual([]);
    } finally {
      await plain.close();
    }
  });

  it('counts a play on every call, also from the template', async () => {
    const url = '/api/h5.goods/detail?id=1&type=music';
    const counts: number[] = [];
    for (let i = 0; i < 4; i++) counts.push((await get(url)).data.play_count);
    const start = counts[0] ?? 0;
    expect(counts).toEqual([start, start + 1, start + 2, start + 3]);
  });

  it('leaves cached reads showing the counts out of date no longer than the next call', async () => {
    const token = await sessionOf('demo-user');
    const collection = async () =>
      (await get('/api/h5.user/mycollection', token)).data.data as { id: number; play_count: number }[];
    const item = (await collection()).find((g) => app.mock.store.state.goods.byId.get(g.id)?.goods_type === 'music');
    expect(item).toBeDefined();
    await get(`/api/h5.goods/detail?id=${item?.id}&type=music`);
    const after = (await collection()).find((g) => g.id === item?.id);
    expect(after?.play_count).toBe((item?.play_count ?? 0) + 1);
  });

  it('follows the viewer: collecting changes the detail for that user only', async () => {
    const token = await sessionOf('demo-user');
    const g = app.mock.store.state.goods.list.find(
      (x) => x.goods_type === 'music' && !app.mock.store.state.library.collections.get(1)?.has(x.id),
    );
    const url = `/api/h5.goods/detail?id=${g?.id}&type=music`;
    expect((await get(url, token)).data.collected).toBe(false);
    expect((await post('/api/h5.user/collect', { goods_id: g?.id }, token)).code).toBe(1);
    expect((await get(url, token)).data.collected).toBe(true);
    expect((await get(url)).data.collected).toBe(false);
  });
});
