// The seeded catalogue: each section's goods as SECTION_PLAN describes them, by the seeded musicians.
import { type GoodsRecord, type GoodsState, SECTION_PLAN, type Section } from '../modules/goods.ts';
import type { WritersState } from '../modules/writers.ts';
import { DAY_SEC, pastTime, popularCount, type SeedContext } from '../seed-context.ts';
import { CAMELOT_KEYS, EN_NOUNS, GENRES, NOTE_KEYS, ZH_ADJECTIVES, ZH_NOUNS } from '../words.ts';

const SECTION_WORD: Record<Section, string> = {
  producer_single: '原创',
  dj_single: 'DJ单曲',
  set: '串烧',
  pack: '精选包 Pack',
  album: '专辑 Album',
  teaching: 'DJ教学 Course',
  vocal_tag: '人声标签 Vocal Tag',
  sound_light: '音响灯光 Sound & Light',
  stage_logo: '艺名Logo Stage Logo',
  software: '软件 Software',
  video: '视频 Video',
  tv: 'TV',
};

export function seedGoods(ctx: SeedContext<{ writers: WritersState }>): GoodsState {
  const { en, zh } = ctx;
  const writers = [...ctx.state.writers.byId.values()];
  const state: GoodsState = { byId: new Map(), list: [], bySection: new Map(), byWriter: new Map(), nextId: 1 };
  for (const plan of SECTION_PLAN) {
    const items: GoodsRecord[] = [];
    for (let i = 0; i < plan.count; i++) {
      const id = state.nextId++;
      const genre = en.helpers.arrayElements([...GENRES], { min: 1, max: plan.audio ? 3 : 1 });
      const lead = genre[0] ?? 'House';
      const title = (() => {
        const zhPart = `${en.helpers.arrayElement(ZH_ADJECTIVES)}${en.helpers.arrayElement(ZH_NOUNS)}`;
        switch (plan.section) {
          case 'producer_single':
          case 'dj_single':
            return `${zhPart} ${lead} ${en.helpers.arrayElement(EN_NOUNS)}`;
          case 'set':
            return `${zhPart}串烧 ${lead} Set Vol.${en.number.int({ min: 1, max: 30 })}`;
          case 'sound_light':
            return `${en.helpers.arrayElement(['Pioneer', 'Denon', 'Martin', 'JBL', 'Chauvet'])} ${en.helpers.arrayElement(['DDJ-FLX', 'Prime', 'MAC Aura', 'PRX', 'Intimidator'])} ${en.number.int({ min: 2, max: 900 })} ${en.helpers.arrayElement(['打碟机', '音箱', '摇头灯', '控制器'])}`;
          default:
            return `${zh.location.city().slice(0, 2)}${zhPart} ${SECTION_WORD[plan.section]} ${en.number.int({ min: 1, max: 99 })}`;
        }
      })();
      const isFree = plan.priceCents.includes(0) && en.datatype.boolean({ probability: 0.15 });
      const priceCents = isFree ? 0 : en.helpers.arrayElement(plan.priceCents.filter((p) => p > 0));
      const writer =
        writers.length > 0 && en.datatype.boolean({ probability: plan.writerChance })
          ? en.helpers.arrayElement(writers)
          : null;
      const created = i < 4 ? ctx.nowSec - en.number.int({ min: 60, max: DAY_SEC / 2 }) : pastTime(ctx, 500, 1);
      const record: GoodsRecord = {
        id,
        title,
        image: `/media/cover/${id}.jpg`,
        goods_type: plan.type,
        section: plan.section,
        channel: plan.channel,
        priceCents,
        score_price: plan.type === 'physical' || priceCents === 0 ? null : priceCents / 10,
        vip_free: !isFree && plan.type !== 'physical' && en.datatype.boolean({ probability: 0.3 }),
        is_free: isFree,
        genre,
        bpm: plan.audio && plan.type === 'music' ? en.number.int({ min: 70, max: 180 }) : null,
        key:
          plan.audio && plan.type === 'music'
            ? en.helpers.arrayElement(en.datatype.boolean() ? CAMELOT_KEYS : NOTE_KEYS)
            : null,
        duration: en.number.int({ min: plan.durationRange[0], max: plan.durationRange[1] }),
        play_count: plan.audio || plan.section === 'video' || plan.section === 'tv' ? popularCount(ctx, 0.15) : 0,
        sales: popularCount(ctx, 0.08),
        writer_id: writer?.id ?? null,
        hasPreview: plan.audio,
        preview_start: plan.type === 'music' && plan.section !== 'vocal_tag' ? en.number.int({ min: 0, max: 60 }) : 0,
        createtime: created,
        description: `${title}。${zh.helpers.arrayElement(['高品质320K', '无损WAV', '现场必备', '独家首发'])} — ${en.lorem.sentence({ min: 6, max: 14 })}`,
        images: [`/media/cover/${id}.jpg`, `/media/cover/${id}-2.jpg`],
        presale: i % 25 === 7,
        releasetime: i % 25 === 7 ? ctx.nowSec + en.number.int({ min: 1, max: 30 }) * DAY_SEC : created,
        stock: plan.type === 'physical' ? en.number.int({ min: 0, max: 50 }) : null,
        download_url: `https://pan.baidu.com/s/1mock${id.toString(36)}`,
      };
      items.push(record);
      state.byId.set(id, record);
      state.list.push(record);
      if (record.writer_id !== null) {
        const list = state.byWriter.get(record.writer_id) ?? [];
        list.push(record);
        state.byWriter.set(record.writer_id, list);
      }
    }
    state.bySection.set(plan.section, items);
  }
  return state;
}
